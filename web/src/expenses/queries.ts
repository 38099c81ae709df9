import { graphql } from '../generated/index.ts';

export const ExpenseFieldsFragment = graphql(`
  fragment ExpenseFields on Expense {
    id
    number
    amount
    expenseDate
    adminNotes
    product {
      id
      title
      formatCode
      formatName
      isbn
    }
    category {
      id
      value
    }
  }
`);

export const ExpenseListQuery = graphql(`
  query ExpenseList($page: Int!, $params: ExpenseListParams!) {
    expenses(page: $page, params: $params) {
      items {
        ...ExpenseFields
      }
      totalCount
    }
  }
`);

export const ExpenseDetailQuery = graphql(`
  query ExpenseDetail($id: ID!) {
    expense(id: $id) {
      ...ExpenseFields
      created
    }
  }
`);

export const CreateExpenseMutation = graphql(`
  mutation CreateExpense($input: ExpenseInput!) {
    createExpense(input: $input) {
      expense {
        ...ExpenseFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const UpdateExpenseMutation = graphql(`
  mutation UpdateExpense($id: ID!, $changed: ExpenseInput!) {
    updateExpense(id: $id, changed: $changed) {
      expense {
        ...ExpenseFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const DeleteExpenseMutation = graphql(`
  mutation DeleteExpense($id: ID!) {
    deleteExpense(id: $id) {
      ok
      message
      errors {
        message
      }
    }
  }
`);
