import { graphql } from '../generated/index.ts';

export const CreatePaymentTypeMutation = graphql(`
  mutation CreatePaymentType($value: String!) {
    createPaymentType(value: $value) {
      item {
        id
        value
      }
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);
