import { graphql } from '../generated/index.ts';

export const CurrentAccountQuery = graphql(`
  query CurrentAccount {
    me {
      role
      user {
        id
        firstName
        lastName
      }
      publisher {
        id
        name
        plan
        maxProducts
        enableSalesByRegion
        currency {
          code
          symbol
        }
      }
    }
  }
`);

export const PaymentTypesQuery = graphql(`
  query PaymentTypes {
    paymentTypes {
      id
      value
    }
  }
`);
