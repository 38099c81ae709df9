import { graphql } from '../../generated/index.ts';

/** Everything a list row and its CSV export show about a creator. */
export const CreatorFieldsFragment = graphql(`
  fragment CreatorFields on Creator {
    id
    number
    displayName
    paymentName
    photoUrl
    residence
    website
    biography
    balance
    paymentType {
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
