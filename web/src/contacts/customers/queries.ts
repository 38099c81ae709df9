import { graphql } from '../../generated/index.ts';

/** Everything a customer row, its CSV export and its detail show. */
export const CustomerFieldsFragment = graphql(`
  fragment CustomerFields on Customer {
    id
    number
    firstName
    lastName
    company
    outOfBusiness
    adminNotes
    country
    ordersCount
    paymentTerms {
      id
      value
    }
    customerClass {
      id
      value
    }
    emails {
      ...EmailFields
    }
    phones {
      ...PhoneFields
    }
    addresses {
      ...AddressFields
    }
  }
`);

export const CustomerListQuery = graphql(`
  query CustomerList($page: Int!, $params: CustomerListParams!) {
    customers(page: $page, params: $params) {
      items {
        ...CustomerFields
      }
      totalCount
    }
  }
`);

export const CustomerDetailQuery = graphql(`
  query CustomerDetail($id: ID!) {
    customer(id: $id) {
      ...CustomerFields
      revision
      created
      deleteBlockedReason
    }
  }
`);

export const CreateCustomerMutation = graphql(`
  mutation CreateCustomer($input: CreateCustomerInput!) {
    createCustomer(input: $input) {
      customer {
        ...CustomerFields
      }
      errors {
        field
        message
        code
      }
      position
    }
  }
`);

export const UpdateCustomerMutation = graphql(`
  mutation UpdateCustomer(
    $id: ID!
    $expectedRevision: Int
    $changed: CustomerChangesInput
    $contacts: ContactChangesInput
  ) {
    updateCustomer(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {
      customer {
        ...CustomerFields
        revision
        deleteBlockedReason
      }
      errors {
        field
        message
        code
      }
      position
    }
  }
`);

export const DeleteCustomerMutation = graphql(`
  mutation DeleteCustomer($id: ID!) {
    deleteCustomer(id: $id) {
      ok
      message
      errors {
        message
      }
    }
  }
`);
