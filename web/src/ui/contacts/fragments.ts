import { graphql } from '../../generated/index.ts';

/** The contact items the ContactEditor edits, as every creator and customer document asks for them. */
export const EmailFieldsFragment = graphql(`
  fragment EmailFields on Email {
    id
    value
    primary
  }
`);

export const PhoneFieldsFragment = graphql(`
  fragment PhoneFields on Phone {
    id
    value
    primary
  }
`);

export const AddressFieldsFragment = graphql(`
  fragment AddressFields on Address {
    id
    line1
    line2
    city
    stateOrRegion
    zipcode
    country
    addressType
    primary
  }
`);
