import { graphql } from '../gql/index.ts';

/** The error shape every mutation payload carries. */
export const FieldErrorFieldsFragment = graphql(`
  fragment FieldErrorFields on FieldError {
    field
    message
    code
  }
`);
