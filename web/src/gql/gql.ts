/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation CreatePaymentType($value: String!) {\n    createPaymentType(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.CreatePaymentTypeDocument,
    "\n  query CurrentAccount {\n    me {\n      user {\n        id\n        firstName\n        lastName\n      }\n      publisher {\n        id\n        name\n        plan\n        maxProducts\n        currency {\n          code\n          symbol\n        }\n      }\n    }\n  }\n": typeof types.CurrentAccountDocument,
    "\n  query PaymentTypes {\n    paymentTypes {\n      id\n      value\n    }\n  }\n": typeof types.PaymentTypesDocument,
    "\n  fragment OnixCodeFields on OnixCode {\n    id\n    value\n    description\n  }\n": typeof types.OnixCodeFieldsFragmentDoc,
    "\n  fragment ProductSummaryFields on Product {\n    id\n    frozen\n    isbn\n    subtitle\n    coverImage\n    publicationDate\n    retailPrice\n    inventoryQuantity\n    format {\n      ...OnixCodeFields\n    }\n    status {\n      ...OnixCodeFields\n    }\n    productWork {\n      id\n      title\n    }\n  }\n": typeof types.ProductSummaryFieldsFragmentDoc,
    "\n  fragment ProductFields on Product {\n    ...ProductSummaryFields\n    revision\n    edition\n    volume\n    shipDate\n    wholesalePrice\n    cartonQty\n    pageCount\n    adminNotes\n    interiorImages\n    audienceDetails\n    keySellingPoints\n    marketing\n    bisac\n    deleteBlockedReason\n    formatDetail {\n      ...OnixCodeFields\n    }\n    audience {\n      ...OnixCodeFields\n    }\n    weight {\n      value\n      unit\n    }\n    width {\n      value\n      unit\n    }\n    height {\n      value\n      unit\n    }\n    thickness {\n      value\n      unit\n    }\n    lastEditor {\n      id\n      email\n    }\n    productCreators {\n      id\n      creator {\n        id\n        displayName\n      }\n      onixContributorCode {\n        ...OnixCodeFields\n      }\n    }\n  }\n": typeof types.ProductFieldsFragmentDoc,
    "\n  fragment ProductWorkFields on ProductWork {\n    id\n    revision\n    title\n    description\n    imprint {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n  }\n": typeof types.ProductWorkFieldsFragmentDoc,
    "\n  mutation CreateProductWorkAndFormat($productWorkInput: ProductWorkInput!, $productInput: ProductInput!, $creatorsInput: [ProductCreatorInput!]) {\n    createProductWorkAndFormat(productWorkInput: $productWorkInput, productInput: $productInput, creatorsInput: $creatorsInput) {\n      ok\n      message\n      productWork {\n        id\n        title\n        products {\n          id\n          isbn\n        }\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.CreateProductWorkAndFormatDocument,
    "\n  mutation CreateProduct($productWorkId: ID!, $input: ProductInput!, $creators: [ProductCreatorInput!]) {\n    createProduct(productWorkId: $productWorkId, input: $input, creators: $creators) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $expectedRevision: Int, $changed: ProductInput, $creatorsAdded: [ProductCreatorInput!], $creatorsRemoved: [ID!]) {\n    updateProduct(id: $id, expectedRevision: $expectedRevision, changed: $changed, creatorsAdded: $creatorsAdded, creatorsRemoved: $creatorsRemoved) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.UpdateProductDocument,
    "\n  mutation UpdateProductWork($id: ID!, $expectedRevision: Int, $input: ProductWorkInput!) {\n    updateProductWork(id: $id, expectedRevision: $expectedRevision, input: $input) {\n      ok\n      productWork {\n        ...ProductWorkFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.UpdateProductWorkDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.DeleteProductDocument,
    "\n  mutation CreateImprint($value: String!) {\n    createImprint(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.CreateImprintDocument,
    "\n  mutation CreateSeries($value: String!) {\n    createSeries(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.CreateSeriesDocument,
    "\n  query ProductList($page: Int!, $params: ProductListParams!) {\n    products(page: $page, params: $params) {\n      items {\n        ...ProductSummaryFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.ProductListDocument,
    "\n  query CatalogueReference {\n    onixCodeLists {\n      productForms {\n        ...OnixCodeFields\n      }\n      productFormDetails {\n        ...OnixCodeFields\n      }\n      publishingStatuses {\n        ...OnixCodeFields\n      }\n      audiences {\n        ...OnixCodeFields\n      }\n      contributorRoles {\n        ...OnixCodeFields\n      }\n    }\n    imprints {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n    productPlanUsage {\n      plan\n      productCount\n      maxProducts\n      frozenCount\n      createBlockedMessage\n    }\n  }\n": typeof types.CatalogueReferenceDocument,
    "\n  query CreatorOptions($page: Int!) {\n    creators(page: $page, params: { sortField: DISPLAY_NAME }) {\n      items {\n        id\n        displayName\n      }\n      totalCount\n    }\n  }\n": typeof types.CreatorOptionsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      productWork {\n        ...ProductWorkFields\n        products {\n          ...ProductFields\n        }\n      }\n    }\n  }\n": typeof types.ProductDetailDocument,
    "\n  query ProductWorkCounts($productWorkId: ID!) {\n    productWorkCounts(productWorkId: $productWorkId) {\n      ordersCount\n      expensesCount\n      royaltiesCount\n    }\n  }\n": typeof types.ProductWorkCountsDocument,
    "\n  fragment CreatorFields on Creator {\n    id\n    displayName\n    paymentName\n    photoUrl\n    residence\n    website\n    biography\n    balance\n    paymentType {\n      id\n      value\n    }\n    emails {\n      id\n      value\n      primary\n    }\n    phones {\n      id\n      value\n      primary\n    }\n    addresses {\n      id\n      line1\n      line2\n      city\n      stateOrRegion\n      zipcode\n      country\n      primary\n    }\n  }\n": typeof types.CreatorFieldsFragmentDoc,
    "\n  mutation CreateCreator($input: CreateCreatorInput!) {\n    createCreator(input: $input) {\n      creator {\n        ...CreatorFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.CreateCreatorDocument,
    "\n  mutation UpdateCreator($id: ID!, $expectedRevision: Int, $changed: CreatorChangesInput, $contacts: ContactChangesInput) {\n    updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {\n      creator {\n        ...CreatorFields\n        modified\n        revision\n        deleteBlockedReason\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.UpdateCreatorDocument,
    "\n  mutation DeleteCreator($id: ID!) {\n    deleteCreator(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.DeleteCreatorDocument,
    "\n  query CreatorList($page: Int!, $params: CreatorListParams!) {\n    creators(page: $page, params: $params) {\n      items {\n        ...CreatorFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.CreatorListDocument,
    "\n  query CreatorDetail($id: ID!) {\n    creator(id: $id) {\n      ...CreatorFields\n      created\n      modified\n      revision\n      deleteBlockedReason\n    }\n  }\n": typeof types.CreatorDetailDocument,
    "\n  fragment FieldErrorFields on FieldError {\n    field\n    message\n    code\n  }\n": typeof types.FieldErrorFieldsFragmentDoc,
    "\n  query ProductPicker($page: Int!, $search: String) {\n    products(page: $page, params: { search: $search, sortField: TITLE }) {\n      items {\n        id\n        frozen\n        isbn\n        format {\n          value\n          description\n        }\n        productWork {\n          title\n        }\n      }\n      totalCount\n    }\n    productPlanUsage {\n      frozenCount\n      createBlockedMessage\n    }\n  }\n": typeof types.ProductPickerDocument,
};
const documents: Documents = {
    "\n  mutation CreatePaymentType($value: String!) {\n    createPaymentType(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreatePaymentTypeDocument,
    "\n  query CurrentAccount {\n    me {\n      user {\n        id\n        firstName\n        lastName\n      }\n      publisher {\n        id\n        name\n        plan\n        maxProducts\n        currency {\n          code\n          symbol\n        }\n      }\n    }\n  }\n": types.CurrentAccountDocument,
    "\n  query PaymentTypes {\n    paymentTypes {\n      id\n      value\n    }\n  }\n": types.PaymentTypesDocument,
    "\n  fragment OnixCodeFields on OnixCode {\n    id\n    value\n    description\n  }\n": types.OnixCodeFieldsFragmentDoc,
    "\n  fragment ProductSummaryFields on Product {\n    id\n    frozen\n    isbn\n    subtitle\n    coverImage\n    publicationDate\n    retailPrice\n    inventoryQuantity\n    format {\n      ...OnixCodeFields\n    }\n    status {\n      ...OnixCodeFields\n    }\n    productWork {\n      id\n      title\n    }\n  }\n": types.ProductSummaryFieldsFragmentDoc,
    "\n  fragment ProductFields on Product {\n    ...ProductSummaryFields\n    revision\n    edition\n    volume\n    shipDate\n    wholesalePrice\n    cartonQty\n    pageCount\n    adminNotes\n    interiorImages\n    audienceDetails\n    keySellingPoints\n    marketing\n    bisac\n    deleteBlockedReason\n    formatDetail {\n      ...OnixCodeFields\n    }\n    audience {\n      ...OnixCodeFields\n    }\n    weight {\n      value\n      unit\n    }\n    width {\n      value\n      unit\n    }\n    height {\n      value\n      unit\n    }\n    thickness {\n      value\n      unit\n    }\n    lastEditor {\n      id\n      email\n    }\n    productCreators {\n      id\n      creator {\n        id\n        displayName\n      }\n      onixContributorCode {\n        ...OnixCodeFields\n      }\n    }\n  }\n": types.ProductFieldsFragmentDoc,
    "\n  fragment ProductWorkFields on ProductWork {\n    id\n    revision\n    title\n    description\n    imprint {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n  }\n": types.ProductWorkFieldsFragmentDoc,
    "\n  mutation CreateProductWorkAndFormat($productWorkInput: ProductWorkInput!, $productInput: ProductInput!, $creatorsInput: [ProductCreatorInput!]) {\n    createProductWorkAndFormat(productWorkInput: $productWorkInput, productInput: $productInput, creatorsInput: $creatorsInput) {\n      ok\n      message\n      productWork {\n        id\n        title\n        products {\n          id\n          isbn\n        }\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreateProductWorkAndFormatDocument,
    "\n  mutation CreateProduct($productWorkId: ID!, $input: ProductInput!, $creators: [ProductCreatorInput!]) {\n    createProduct(productWorkId: $productWorkId, input: $input, creators: $creators) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreateProductDocument,
    "\n  mutation UpdateProduct($id: ID!, $expectedRevision: Int, $changed: ProductInput, $creatorsAdded: [ProductCreatorInput!], $creatorsRemoved: [ID!]) {\n    updateProduct(id: $id, expectedRevision: $expectedRevision, changed: $changed, creatorsAdded: $creatorsAdded, creatorsRemoved: $creatorsRemoved) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.UpdateProductDocument,
    "\n  mutation UpdateProductWork($id: ID!, $expectedRevision: Int, $input: ProductWorkInput!) {\n    updateProductWork(id: $id, expectedRevision: $expectedRevision, input: $input) {\n      ok\n      productWork {\n        ...ProductWorkFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.UpdateProductWorkDocument,
    "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.DeleteProductDocument,
    "\n  mutation CreateImprint($value: String!) {\n    createImprint(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreateImprintDocument,
    "\n  mutation CreateSeries($value: String!) {\n    createSeries(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreateSeriesDocument,
    "\n  query ProductList($page: Int!, $params: ProductListParams!) {\n    products(page: $page, params: $params) {\n      items {\n        ...ProductSummaryFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.ProductListDocument,
    "\n  query CatalogueReference {\n    onixCodeLists {\n      productForms {\n        ...OnixCodeFields\n      }\n      productFormDetails {\n        ...OnixCodeFields\n      }\n      publishingStatuses {\n        ...OnixCodeFields\n      }\n      audiences {\n        ...OnixCodeFields\n      }\n      contributorRoles {\n        ...OnixCodeFields\n      }\n    }\n    imprints {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n    productPlanUsage {\n      plan\n      productCount\n      maxProducts\n      frozenCount\n      createBlockedMessage\n    }\n  }\n": types.CatalogueReferenceDocument,
    "\n  query CreatorOptions($page: Int!) {\n    creators(page: $page, params: { sortField: DISPLAY_NAME }) {\n      items {\n        id\n        displayName\n      }\n      totalCount\n    }\n  }\n": types.CreatorOptionsDocument,
    "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      productWork {\n        ...ProductWorkFields\n        products {\n          ...ProductFields\n        }\n      }\n    }\n  }\n": types.ProductDetailDocument,
    "\n  query ProductWorkCounts($productWorkId: ID!) {\n    productWorkCounts(productWorkId: $productWorkId) {\n      ordersCount\n      expensesCount\n      royaltiesCount\n    }\n  }\n": types.ProductWorkCountsDocument,
    "\n  fragment CreatorFields on Creator {\n    id\n    displayName\n    paymentName\n    photoUrl\n    residence\n    website\n    biography\n    balance\n    paymentType {\n      id\n      value\n    }\n    emails {\n      id\n      value\n      primary\n    }\n    phones {\n      id\n      value\n      primary\n    }\n    addresses {\n      id\n      line1\n      line2\n      city\n      stateOrRegion\n      zipcode\n      country\n      primary\n    }\n  }\n": types.CreatorFieldsFragmentDoc,
    "\n  mutation CreateCreator($input: CreateCreatorInput!) {\n    createCreator(input: $input) {\n      creator {\n        ...CreatorFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreateCreatorDocument,
    "\n  mutation UpdateCreator($id: ID!, $expectedRevision: Int, $changed: CreatorChangesInput, $contacts: ContactChangesInput) {\n    updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {\n      creator {\n        ...CreatorFields\n        modified\n        revision\n        deleteBlockedReason\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.UpdateCreatorDocument,
    "\n  mutation DeleteCreator($id: ID!) {\n    deleteCreator(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.DeleteCreatorDocument,
    "\n  query CreatorList($page: Int!, $params: CreatorListParams!) {\n    creators(page: $page, params: $params) {\n      items {\n        ...CreatorFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.CreatorListDocument,
    "\n  query CreatorDetail($id: ID!) {\n    creator(id: $id) {\n      ...CreatorFields\n      created\n      modified\n      revision\n      deleteBlockedReason\n    }\n  }\n": types.CreatorDetailDocument,
    "\n  fragment FieldErrorFields on FieldError {\n    field\n    message\n    code\n  }\n": types.FieldErrorFieldsFragmentDoc,
    "\n  query ProductPicker($page: Int!, $search: String) {\n    products(page: $page, params: { search: $search, sortField: TITLE }) {\n      items {\n        id\n        frozen\n        isbn\n        format {\n          value\n          description\n        }\n        productWork {\n          title\n        }\n      }\n      totalCount\n    }\n    productPlanUsage {\n      frozenCount\n      createBlockedMessage\n    }\n  }\n": types.ProductPickerDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreatePaymentType($value: String!) {\n    createPaymentType(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation CreatePaymentType($value: String!) {\n    createPaymentType(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CurrentAccount {\n    me {\n      user {\n        id\n        firstName\n        lastName\n      }\n      publisher {\n        id\n        name\n        plan\n        maxProducts\n        currency {\n          code\n          symbol\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query CurrentAccount {\n    me {\n      user {\n        id\n        firstName\n        lastName\n      }\n      publisher {\n        id\n        name\n        plan\n        maxProducts\n        currency {\n          code\n          symbol\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query PaymentTypes {\n    paymentTypes {\n      id\n      value\n    }\n  }\n"): (typeof documents)["\n  query PaymentTypes {\n    paymentTypes {\n      id\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment OnixCodeFields on OnixCode {\n    id\n    value\n    description\n  }\n"): (typeof documents)["\n  fragment OnixCodeFields on OnixCode {\n    id\n    value\n    description\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductSummaryFields on Product {\n    id\n    frozen\n    isbn\n    subtitle\n    coverImage\n    publicationDate\n    retailPrice\n    inventoryQuantity\n    format {\n      ...OnixCodeFields\n    }\n    status {\n      ...OnixCodeFields\n    }\n    productWork {\n      id\n      title\n    }\n  }\n"): (typeof documents)["\n  fragment ProductSummaryFields on Product {\n    id\n    frozen\n    isbn\n    subtitle\n    coverImage\n    publicationDate\n    retailPrice\n    inventoryQuantity\n    format {\n      ...OnixCodeFields\n    }\n    status {\n      ...OnixCodeFields\n    }\n    productWork {\n      id\n      title\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductFields on Product {\n    ...ProductSummaryFields\n    revision\n    edition\n    volume\n    shipDate\n    wholesalePrice\n    cartonQty\n    pageCount\n    adminNotes\n    interiorImages\n    audienceDetails\n    keySellingPoints\n    marketing\n    bisac\n    deleteBlockedReason\n    formatDetail {\n      ...OnixCodeFields\n    }\n    audience {\n      ...OnixCodeFields\n    }\n    weight {\n      value\n      unit\n    }\n    width {\n      value\n      unit\n    }\n    height {\n      value\n      unit\n    }\n    thickness {\n      value\n      unit\n    }\n    lastEditor {\n      id\n      email\n    }\n    productCreators {\n      id\n      creator {\n        id\n        displayName\n      }\n      onixContributorCode {\n        ...OnixCodeFields\n      }\n    }\n  }\n"): (typeof documents)["\n  fragment ProductFields on Product {\n    ...ProductSummaryFields\n    revision\n    edition\n    volume\n    shipDate\n    wholesalePrice\n    cartonQty\n    pageCount\n    adminNotes\n    interiorImages\n    audienceDetails\n    keySellingPoints\n    marketing\n    bisac\n    deleteBlockedReason\n    formatDetail {\n      ...OnixCodeFields\n    }\n    audience {\n      ...OnixCodeFields\n    }\n    weight {\n      value\n      unit\n    }\n    width {\n      value\n      unit\n    }\n    height {\n      value\n      unit\n    }\n    thickness {\n      value\n      unit\n    }\n    lastEditor {\n      id\n      email\n    }\n    productCreators {\n      id\n      creator {\n        id\n        displayName\n      }\n      onixContributorCode {\n        ...OnixCodeFields\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ProductWorkFields on ProductWork {\n    id\n    revision\n    title\n    description\n    imprint {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n  }\n"): (typeof documents)["\n  fragment ProductWorkFields on ProductWork {\n    id\n    revision\n    title\n    description\n    imprint {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProductWorkAndFormat($productWorkInput: ProductWorkInput!, $productInput: ProductInput!, $creatorsInput: [ProductCreatorInput!]) {\n    createProductWorkAndFormat(productWorkInput: $productWorkInput, productInput: $productInput, creatorsInput: $creatorsInput) {\n      ok\n      message\n      productWork {\n        id\n        title\n        products {\n          id\n          isbn\n        }\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProductWorkAndFormat($productWorkInput: ProductWorkInput!, $productInput: ProductInput!, $creatorsInput: [ProductCreatorInput!]) {\n    createProductWorkAndFormat(productWorkInput: $productWorkInput, productInput: $productInput, creatorsInput: $creatorsInput) {\n      ok\n      message\n      productWork {\n        id\n        title\n        products {\n          id\n          isbn\n        }\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateProduct($productWorkId: ID!, $input: ProductInput!, $creators: [ProductCreatorInput!]) {\n    createProduct(productWorkId: $productWorkId, input: $input, creators: $creators) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation CreateProduct($productWorkId: ID!, $input: ProductInput!, $creators: [ProductCreatorInput!]) {\n    createProduct(productWorkId: $productWorkId, input: $input, creators: $creators) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProduct($id: ID!, $expectedRevision: Int, $changed: ProductInput, $creatorsAdded: [ProductCreatorInput!], $creatorsRemoved: [ID!]) {\n    updateProduct(id: $id, expectedRevision: $expectedRevision, changed: $changed, creatorsAdded: $creatorsAdded, creatorsRemoved: $creatorsRemoved) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProduct($id: ID!, $expectedRevision: Int, $changed: ProductInput, $creatorsAdded: [ProductCreatorInput!], $creatorsRemoved: [ID!]) {\n    updateProduct(id: $id, expectedRevision: $expectedRevision, changed: $changed, creatorsAdded: $creatorsAdded, creatorsRemoved: $creatorsRemoved) {\n      message\n      product {\n        ...ProductFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateProductWork($id: ID!, $expectedRevision: Int, $input: ProductWorkInput!) {\n    updateProductWork(id: $id, expectedRevision: $expectedRevision, input: $input) {\n      ok\n      productWork {\n        ...ProductWorkFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateProductWork($id: ID!, $expectedRevision: Int, $input: ProductWorkInput!) {\n    updateProductWork(id: $id, expectedRevision: $expectedRevision, input: $input) {\n      ok\n      productWork {\n        ...ProductWorkFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteProduct($id: ID!) {\n    deleteProduct(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateImprint($value: String!) {\n    createImprint(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation CreateImprint($value: String!) {\n    createImprint(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateSeries($value: String!) {\n    createSeries(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation CreateSeries($value: String!) {\n    createSeries(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductList($page: Int!, $params: ProductListParams!) {\n    products(page: $page, params: $params) {\n      items {\n        ...ProductSummaryFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query ProductList($page: Int!, $params: ProductListParams!) {\n    products(page: $page, params: $params) {\n      items {\n        ...ProductSummaryFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogueReference {\n    onixCodeLists {\n      productForms {\n        ...OnixCodeFields\n      }\n      productFormDetails {\n        ...OnixCodeFields\n      }\n      publishingStatuses {\n        ...OnixCodeFields\n      }\n      audiences {\n        ...OnixCodeFields\n      }\n      contributorRoles {\n        ...OnixCodeFields\n      }\n    }\n    imprints {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n    productPlanUsage {\n      plan\n      productCount\n      maxProducts\n      frozenCount\n      createBlockedMessage\n    }\n  }\n"): (typeof documents)["\n  query CatalogueReference {\n    onixCodeLists {\n      productForms {\n        ...OnixCodeFields\n      }\n      productFormDetails {\n        ...OnixCodeFields\n      }\n      publishingStatuses {\n        ...OnixCodeFields\n      }\n      audiences {\n        ...OnixCodeFields\n      }\n      contributorRoles {\n        ...OnixCodeFields\n      }\n    }\n    imprints {\n      id\n      value\n    }\n    series {\n      id\n      value\n    }\n    productPlanUsage {\n      plan\n      productCount\n      maxProducts\n      frozenCount\n      createBlockedMessage\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorOptions($page: Int!) {\n    creators(page: $page, params: { sortField: DISPLAY_NAME }) {\n      items {\n        id\n        displayName\n      }\n      totalCount\n    }\n  }\n"): (typeof documents)["\n  query CreatorOptions($page: Int!) {\n    creators(page: $page, params: { sortField: DISPLAY_NAME }) {\n      items {\n        id\n        displayName\n      }\n      totalCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      productWork {\n        ...ProductWorkFields\n        products {\n          ...ProductFields\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query ProductDetail($id: ID!) {\n    product(id: $id) {\n      ...ProductFields\n      productWork {\n        ...ProductWorkFields\n        products {\n          ...ProductFields\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductWorkCounts($productWorkId: ID!) {\n    productWorkCounts(productWorkId: $productWorkId) {\n      ordersCount\n      expensesCount\n      royaltiesCount\n    }\n  }\n"): (typeof documents)["\n  query ProductWorkCounts($productWorkId: ID!) {\n    productWorkCounts(productWorkId: $productWorkId) {\n      ordersCount\n      expensesCount\n      royaltiesCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CreatorFields on Creator {\n    id\n    displayName\n    paymentName\n    photoUrl\n    residence\n    website\n    biography\n    balance\n    paymentType {\n      id\n      value\n    }\n    emails {\n      id\n      value\n      primary\n    }\n    phones {\n      id\n      value\n      primary\n    }\n    addresses {\n      id\n      line1\n      line2\n      city\n      stateOrRegion\n      zipcode\n      country\n      primary\n    }\n  }\n"): (typeof documents)["\n  fragment CreatorFields on Creator {\n    id\n    displayName\n    paymentName\n    photoUrl\n    residence\n    website\n    biography\n    balance\n    paymentType {\n      id\n      value\n    }\n    emails {\n      id\n      value\n      primary\n    }\n    phones {\n      id\n      value\n      primary\n    }\n    addresses {\n      id\n      line1\n      line2\n      city\n      stateOrRegion\n      zipcode\n      country\n      primary\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCreator($input: CreateCreatorInput!) {\n    createCreator(input: $input) {\n      creator {\n        ...CreatorFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCreator($input: CreateCreatorInput!) {\n    createCreator(input: $input) {\n      creator {\n        ...CreatorFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdateCreator($id: ID!, $expectedRevision: Int, $changed: CreatorChangesInput, $contacts: ContactChangesInput) {\n    updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {\n      creator {\n        ...CreatorFields\n        modified\n        revision\n        deleteBlockedReason\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation UpdateCreator($id: ID!, $expectedRevision: Int, $changed: CreatorChangesInput, $contacts: ContactChangesInput) {\n    updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {\n      creator {\n        ...CreatorFields\n        modified\n        revision\n        deleteBlockedReason\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DeleteCreator($id: ID!) {\n    deleteCreator(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"): (typeof documents)["\n  mutation DeleteCreator($id: ID!) {\n    deleteCreator(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorList($page: Int!, $params: CreatorListParams!) {\n    creators(page: $page, params: $params) {\n      items {\n        ...CreatorFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"): (typeof documents)["\n  query CreatorList($page: Int!, $params: CreatorListParams!) {\n    creators(page: $page, params: $params) {\n      items {\n        ...CreatorFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreatorDetail($id: ID!) {\n    creator(id: $id) {\n      ...CreatorFields\n      created\n      modified\n      revision\n      deleteBlockedReason\n    }\n  }\n"): (typeof documents)["\n  query CreatorDetail($id: ID!) {\n    creator(id: $id) {\n      ...CreatorFields\n      created\n      modified\n      revision\n      deleteBlockedReason\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment FieldErrorFields on FieldError {\n    field\n    message\n    code\n  }\n"): (typeof documents)["\n  fragment FieldErrorFields on FieldError {\n    field\n    message\n    code\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ProductPicker($page: Int!, $search: String) {\n    products(page: $page, params: { search: $search, sortField: TITLE }) {\n      items {\n        id\n        frozen\n        isbn\n        format {\n          value\n          description\n        }\n        productWork {\n          title\n        }\n      }\n      totalCount\n    }\n    productPlanUsage {\n      frozenCount\n      createBlockedMessage\n    }\n  }\n"): (typeof documents)["\n  query ProductPicker($page: Int!, $search: String) {\n    products(page: $page, params: { search: $search, sortField: TITLE }) {\n      items {\n        id\n        frozen\n        isbn\n        format {\n          value\n          description\n        }\n        productWork {\n          title\n        }\n      }\n      totalCount\n    }\n    productPlanUsage {\n      frozenCount\n      createBlockedMessage\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;