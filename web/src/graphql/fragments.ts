import { graphql } from '../generated/index.ts';

/** The error shape every mutation payload carries. */
export const FieldErrorFieldsFragment = graphql(`
  fragment FieldErrorFields on FieldError {
    field
    message
    code
  }
`);
