import { graphql } from '../generated/index.ts';

export const CreateProductWorkAndFormatMutation = graphql(`
  mutation CreateProductWorkAndFormat(
    $productWorkInput: ProductWorkInput!
    $productInput: ProductInput!
    $creatorsInput: [ProductCreatorInput!]
  ) {
    createProductWorkAndFormat(
      productWorkInput: $productWorkInput
      productInput: $productInput
      creatorsInput: $creatorsInput
    ) {
      ok
      message
      productWork {
        id
        title
        products {
          id
          isbn
        }
      }
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($productWorkId: ID!, $input: ProductInput!, $creators: [ProductCreatorInput!]) {
    createProduct(productWorkId: $productWorkId, input: $input, creators: $creators) {
      message
      product {
        ...ProductFields
      }
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct(
    $id: ID!
    $expectedRevision: Int
    $changed: ProductInput
    $creatorsAdded: [ProductCreatorInput!]
    $creatorsRemoved: [ID!]
  ) {
    updateProduct(
      id: $id
      expectedRevision: $expectedRevision
      changed: $changed
      creatorsAdded: $creatorsAdded
      creatorsRemoved: $creatorsRemoved
    ) {
      message
      product {
        ...ProductFields
      }
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);

export const UpdateProductWorkMutation = graphql(`
  mutation UpdateProductWork($id: ID!, $expectedRevision: Int, $input: ProductWorkInput!) {
    updateProductWork(id: $id, expectedRevision: $expectedRevision, input: $input) {
      ok
      productWork {
        ...ProductWorkFields
      }
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: ID!) {
    deleteProduct(id: $id) {
      ok
      message
      errors {
        ...FieldErrorFields
      }
      position
    }
  }
`);

export const CreateImprintMutation = graphql(`
  mutation CreateImprint($value: String!) {
    createImprint(value: $value) {
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

export const CreateSeriesMutation = graphql(`
  mutation CreateSeries($value: String!) {
    createSeries(value: $value) {
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
