import { graphql } from '../../generated/index.ts';

/** The spec's GetPublisherSettings: the publisher's settings, the caller's role and profile. */
export const GetPublisherSettingsQuery = graphql(`
  query GetPublisherSettings {
    me {
      role
      user {
        id
        email
        firstName
        lastName
        photoUrl
      }
      publisher {
        id
        name
        plan
        maxProducts
        billingId
        billingDate
        billingActive
        renewalDate
        billingError
        currency {
          code
          label
          symbol
        }
        accountingMethod
        enableSalesByRegion
      }
    }
  }
`);

export const SettingsLookupsQuery = graphql(`
  query SettingsLookups {
    customerClasses {
      id
      value
    }
    expenseCategories {
      id
      value
    }
    orderStatuses {
      id
      value
    }
    paymentTypes {
      id
      value
    }
    paymentTerms {
      id
      value
    }
    shippingTypes {
      id
      value
    }
    salespersons {
      id
      value
    }
  }
`);

export const SettingsLookupPayloadFragment = graphql(`
  fragment SettingsLookupPayload on LookupPayload {
    item {
      id
      value
    }
    errors {
      message
    }
  }
`);

/** Adds a value to one list: the kind's flag picks the list's create mutation. */
export const CreateLookupValueMutation = graphql(`
  mutation CreateLookupValue(
    $customerClass: Boolean!
    $expenseCategory: Boolean!
    $orderStatus: Boolean!
    $paymentType: Boolean!
    $paymentTerm: Boolean!
    $shippingType: Boolean!
    $salesperson: Boolean!
    $value: String!
  ) {
    createCustomerClass(value: $value) @include(if: $customerClass) {
      ...SettingsLookupPayload
    }
    createExpenseCategory(value: $value) @include(if: $expenseCategory) {
      ...SettingsLookupPayload
    }
    createOrderStatus(value: $value) @include(if: $orderStatus) {
      ...SettingsLookupPayload
    }
    createPaymentType(value: $value) @include(if: $paymentType) {
      ...SettingsLookupPayload
    }
    createPaymentTerm(value: $value) @include(if: $paymentTerm) {
      ...SettingsLookupPayload
    }
    createShippingType(value: $value) @include(if: $shippingType) {
      ...SettingsLookupPayload
    }
    createSalesperson(value: $value) @include(if: $salesperson) {
      ...SettingsLookupPayload
    }
  }
`);

export const UpdateLookupValueMutation = graphql(`
  mutation UpdateLookupValue($kind: LookupKind!, $id: ID!, $value: String!) {
    updateLookupValue(kind: $kind, id: $id, value: $value) {
      item {
        id
        value
      }
      errors {
        message
      }
    }
  }
`);

export const DeleteLookupValueMutation = graphql(`
  mutation DeleteLookupValue($kind: LookupKind!, $id: ID!) {
    deleteLookupValue(kind: $kind, id: $id) {
      ok
      message
      errors {
        message
      }
    }
  }
`);

export const UpdatePublisherMutation = graphql(`
  mutation UpdatePublisher($id: ID!, $changed: PublisherChangesInput!) {
    updatePublisher(id: $id, changed: $changed) {
      message
      publisher {
        id
        currency {
          code
          label
          symbol
        }
        accountingMethod
      }
      errors {
        message
      }
    }
  }
`);

export const UpdateSalesRegionSettingMutation = graphql(`
  mutation UpdatePublisherSalesRegionSetting($enable: Boolean!) {
    updatePublisherSalesRegionSetting(enable: $enable) {
      message
      publisher {
        id
        enableSalesByRegion
      }
      errors {
        message
      }
    }
  }
`);

export const RegionsQuery = graphql(`
  query Regions {
    regions {
      id
      name
      countries
    }
  }
`);

export const CreateRegionMutation = graphql(`
  mutation CreateRegion($name: String!, $countries: [String!]!) {
    createRegion(name: $name, countries: $countries) {
      region {
        id
        name
        countries
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateRegionMutation = graphql(`
  mutation UpdateRegion($id: ID!, $name: String!, $countries: [String!]!) {
    updateRegion(id: $id, name: $name, countries: $countries) {
      region {
        id
        name
        countries
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteRegionMutation = graphql(`
  mutation DeleteRegion($id: ID!) {
    deleteRegion(id: $id) {
      ok
      message
      errors {
        message
      }
    }
  }
`);

export const UpdatePublisherUserMutation = graphql(`
  mutation UpdatePublisherUser($id: ID!, $changed: ProfileChangesInput!) {
    updatePublisherUser(id: $id, changed: $changed) {
      message
      user {
        id
        firstName
        lastName
        photoUrl
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeletePublisherMutation = graphql(`
  mutation DeletePublisher($id: ID!, $confirmation: String!) {
    deletePublisher(id: $id, confirmation: $confirmation) {
      ok
      message
      errors {
        message
      }
    }
  }
`);

/** Below this a royalty statement's balance is carried forward. */
export const MinimumPayoutQuery = graphql(`
  query MinimumPayout {
    minimumPayout
  }
`);

export const ChangeMinimumPayoutMutation = graphql(`
  mutation ChangeMinimumPayout($minimumPayout: String!) {
    changePublisherMinimumPayout(minimumPayout: $minimumPayout) {
      minimumPayout
      errors {
        field
        message
      }
    }
  }
`);
