import { graphql } from '../../generated/index.ts';

export const AdvanceFieldsFragment = graphql(`
  fragment AdvanceFields on Advance {
    id
    name
    amount
    paid
    royaltyIds
    instalments {
      id
      amount
      paidDate
    }
    unrecouped
    unrecoupedAsOf
    status
  }
`);

export const CreatorAdvancesQuery = graphql(`
  query CreatorAdvances($creatorId: ID!) {
    advances(creatorId: $creatorId) {
      ...AdvanceFields
    }
  }
`);

/** The creator's royalties NEW ADVANCE offers: the first page of those matching the search. */
export const AdvanceRoyaltyChoicesQuery = graphql(`
  query AdvanceRoyaltyChoices($creatorId: ID!, $search: String) {
    royaltys(page: 1, params: { creatorId: $creatorId, search: $search }) {
      items {
        id
        regionName
        creator {
          id
          displayName
        }
        product {
          id
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

export const CreateAdvanceMutation = graphql(`
  mutation CreateAdvance($input: CreateAdvanceInput!) {
    createAdvance(input: $input) {
      advance {
        ...AdvanceFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const PayAdvanceMutation = graphql(`
  mutation PayAdvance($advanceId: ID!, $amount: String!, $paidDate: String) {
    payAdvance(advanceId: $advanceId, amount: $amount, paidDate: $paidDate) {
      advance {
        ...AdvanceFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteAdvanceMutation = graphql(`
  mutation DeleteAdvance($id: ID!) {
    deleteAdvance(id: $id) {
      ok
      errors {
        message
      }
    }
  }
`);
