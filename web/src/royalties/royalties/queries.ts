import { graphql } from '../../generated/index.ts';

export const RoyaltyTierFieldsFragment = graphql(`
  fragment RoyaltyTierFields on RoyaltyLineItem {
    id
    amount
    thresholdStart
    thresholdEnd
    category {
      id
    }
    royaltyTerm {
      id
    }
    tierDiscount
  }
`);

export const RoyaltyRowFieldsFragment = graphql(`
  fragment RoyaltyRowFields on Royalty {
    id
    regionName
    termsSummary
    paid
    balance
    creator {
      id
      displayName
      paymentName
    }
    product {
      id
      isbn
      format {
        value
      }
      productWork {
        id
        title
      }
    }
    royaltyLineItems {
      ...RoyaltyTierFields
    }
  }
`);

export const RoyaltyListQuery = graphql(`
  query RoyaltyList($page: Int!, $params: RoyaltyListParams!) {
    royaltys(page: $page, params: $params) {
      items {
        ...RoyaltyRowFields
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

export const RoyaltyDetailFieldsFragment = graphql(`
  fragment RoyaltyDetailFields on Royalty {
    id
    revision
    regionName
    locked
    owed
    paid
    balance
    adminNotes
    deleteBlockedReason
    creator {
      id
      displayName
      paymentName
      photoUrl
      paymentType {
        id
        value
      }
    }
    product {
      id
      frozen
      isbn
      coverImage
      retailPrice
      format {
        value
      }
      productWork {
        id
        title
      }
    }
    royaltyLineItems {
      ...RoyaltyTierFields
    }
    reserve {
      percent
      cap
      release
      periods
      allowDigital
    }
    payments {
      id
      amount
      sentDate
      method {
        id
        value
      }
    }
  }
`);

export const RoyaltyDetailQuery = graphql(`
  query RoyaltyDetail($id: ID!) {
    royalty(id: $id) {
      ...RoyaltyDetailFields
    }
    me {
      publisher {
        id
        enableSalesByRegion
      }
    }
  }
`);

export const CreateRoyaltyMutation = graphql(`
  mutation CreateRoyalty($input: CreateRoyaltyInput!) {
    createRoyalty(input: $input) {
      royalty {
        id
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateRoyaltyMutation = graphql(`
  mutation UpdateRoyalty($id: ID!, $expectedRevision: Int, $changed: RoyaltyChangesInput!) {
    updateRoyalty(id: $id, expectedRevision: $expectedRevision, changed: $changed) {
      royalty {
        ...RoyaltyDetailFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteRoyaltyMutation = graphql(`
  mutation DeleteRoyalty($id: ID!) {
    deleteRoyalty(id: $id) {
      ok
      errors {
        message
      }
    }
  }
`);

/** The NEW ROYALTY modal's choices: creators by search, the chosen creator's formats that are not frozen. */
export const RoyaltyCreatorPickerQuery = graphql(`
  query RoyaltyCreatorPicker($search: String) {
    creators(page: 1, params: { search: $search }) {
      items {
        id
        displayName
      }
    }
  }
`);

export const RoyaltyProductChoicesQuery = graphql(`
  query RoyaltyProductChoices($creatorId: ID!) {
    products(page: 1, params: { creatorId: $creatorId, excludeFrozen: true }) {
      items {
        id
        isbn
        format {
          value
        }
        productWork {
          id
          title
        }
      }
    }
  }
`);

export const RoyaltyRegionChoicesQuery = graphql(`
  query RoyaltyRegionChoices {
    me {
      publisher {
        id
        enableSalesByRegion
        regions {
          id
          name
        }
      }
    }
  }
`);

export const SetRoyaltyReserveMutation = graphql(`
  mutation SetRoyaltyReserve($royaltyId: ID!, $reserve: RoyaltyReserveInput) {
    setRoyaltyReserve(royaltyId: $royaltyId, reserve: $reserve) {
      royalty {
        ...RoyaltyDetailFields
      }
      errors {
        field
        message
      }
    }
  }
`);
