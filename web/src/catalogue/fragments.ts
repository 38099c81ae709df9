import { graphql } from '../generated/index.ts';

export const OnixCodeFieldsFragment = graphql(`
  fragment OnixCodeFields on OnixCode {
    id
    value
    description
  }
`);

/** What a list row, a picker option and a format card show. */
export const ProductSummaryFieldsFragment = graphql(`
  fragment ProductSummaryFields on Product {
    id
    number
    frozen
    isbn
    subtitle
    coverImage
    publicationDate
    retailPrice
    inventoryQuantity
    tracksInventory
    format {
      ...OnixCodeFields
    }
    status {
      ...OnixCodeFields
    }
    productWork {
      id
      title
    }
  }
`);

/** Everything the format tabs show and edit. */
export const ProductFieldsFragment = graphql(`
  fragment ProductFields on Product {
    ...ProductSummaryFields
    revision
    edition
    volume
    shipDate
    wholesalePrice
    cartonQty
    pageCount
    adminNotes
    interiorImages
    audienceDetails
    keySellingPoints
    marketing
    bisac
    deleteBlockedReason
    formatDetail {
      ...OnixCodeFields
    }
    audience {
      ...OnixCodeFields
    }
    weight {
      value
      unit
    }
    width {
      value
      unit
    }
    height {
      value
      unit
    }
    thickness {
      value
      unit
    }
    lastEditor {
      id
      email
    }
    productCreators {
      id
      creator {
        id
        displayName
      }
      onixContributorCode {
        ...OnixCodeFields
      }
    }
  }
`);

/** The title's own fields, as the detail header shows and edits them. */
export const ProductWorkFieldsFragment = graphql(`
  fragment ProductWorkFields on ProductWork {
    id
    revision
    title
    description
    imprint {
      id
      value
    }
    series {
      id
      value
    }
  }
`);
