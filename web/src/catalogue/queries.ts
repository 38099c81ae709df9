import { graphql } from '../generated/index.ts';

export const ProductListQuery = graphql(`
  query ProductList($page: Int!, $params: ProductListParams!) {
    products(page: $page, params: $params) {
      items {
        ...ProductSummaryFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

/** The code lists, imprints, series and plan usage the product screens offer. */
export const CatalogueReferenceQuery = graphql(`
  query CatalogueReference {
    onixCodeLists {
      productForms {
        ...OnixCodeFields
      }
      productFormDetails {
        ...OnixCodeFields
      }
      publishingStatuses {
        ...OnixCodeFields
      }
      audiences {
        ...OnixCodeFields
      }
      contributorRoles {
        ...OnixCodeFields
      }
    }
    imprints {
      id
      value
    }
    series {
      id
      value
    }
    productPlanUsage {
      plan
      productCount
      maxProducts
      frozenCount
      createBlockedMessage
    }
  }
`);

export const CreatorOptionsQuery = graphql(`
  query CreatorOptions($page: Int!) {
    creators(page: $page, params: { sortField: DISPLAY_NAME }) {
      items {
        id
        displayName
      }
      totalCount
    }
  }
`);

export const ProductDetailQuery = graphql(`
  query ProductDetail($id: ID!) {
    product(id: $id) {
      ...ProductFields
      productWork {
        ...ProductWorkFields
        products {
          ...ProductFields
        }
      }
    }
  }
`);

export const ProductWorkCountsQuery = graphql(`
  query ProductWorkCounts($productWorkId: ID!) {
    productWorkCounts(productWorkId: $productWorkId) {
      ordersCount
      expensesCount
      royaltiesCount
    }
  }
`);
