import { graphql } from '../../generated/index.ts';

export const RoyaltyPaymentRowFieldsFragment = graphql(`
  fragment RoyaltyPaymentRowFields on RoyaltyPayment {
    id
    amount
    sentDate
    method {
      id
      value
    }
    royalty {
      id
      regionName
      creator {
        id
        displayName
      }
      product {
        id
        isbn
        productWork {
          id
          title
        }
      }
    }
  }
`);

export const RoyaltyPaymentListQuery = graphql(`
  query RoyaltyPaymentList($page: Int!, $params: RoyaltyPaymentListParams!) {
    royaltypayments(page: $page, params: $params) {
      items {
        ...RoyaltyPaymentRowFields
      }
      totalCount
    }
    me {
      publisher {
        id
        enableSalesByRegion
      }
    }
  }
`);

/** The NEW PAYMENT modal's royalty choices, by search over title, ISBN and creator. */
export const RoyaltyPickerQuery = graphql(`
  query RoyaltyPicker($search: String) {
    royaltys(page: 1, params: { search: $search }) {
      items {
        id
        regionName
        balance
        creator {
          id
          displayName
        }
        product {
          id
          isbn
          productWork {
            id
            title
          }
        }
      }
    }
    me {
      publisher {
        id
        enableSalesByRegion
      }
    }
  }
`);

export const CreateRoyaltyPaymentMutation = graphql(`
  mutation CreateRoyaltyPayment($royaltyId: ID!, $payment: RoyaltyPaymentInput!) {
    createRoyaltyPayment(royaltyId: $royaltyId, payment: $payment) {
      royaltyPayment {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateRoyaltyPaymentMutation = graphql(`
  mutation UpdateRoyaltyPayment($id: ID!, $changed: RoyaltyPaymentInput!) {
    updateRoyaltyPayment(id: $id, changed: $changed) {
      royaltyPayment {
        id
        amount
        sentDate
        method {
          id
          value
        }
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteRoyaltyPaymentMutation = graphql(`
  mutation DeleteRoyaltyPayment($id: ID!) {
    deleteRoyaltyPayment(id: $id) {
      ok
      errors {
        message
      }
    }
  }
`);
