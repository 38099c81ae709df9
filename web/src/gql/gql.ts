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
    "\n  fragment CreatorFields on Creator {\n    id\n    displayName\n    paymentName\n    photoUrl\n    residence\n    website\n    biography\n    balance\n    paymentType {\n      id\n      value\n    }\n    emails {\n      id\n      value\n      primary\n    }\n    phones {\n      id\n      value\n      primary\n    }\n    addresses {\n      id\n      line1\n      line2\n      city\n      stateOrRegion\n      zipcode\n      country\n      primary\n    }\n  }\n": typeof types.CreatorFieldsFragmentDoc,
    "\n  mutation CreateCreator($input: CreateCreatorInput!) {\n    createCreator(input: $input) {\n      creator {\n        ...CreatorFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.CreateCreatorDocument,
    "\n  mutation UpdateCreator($id: ID!, $expectedRevision: Int, $changed: CreatorChangesInput, $contacts: ContactChangesInput) {\n    updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {\n      creator {\n        ...CreatorFields\n        modified\n        revision\n        deleteBlockedReason\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.UpdateCreatorDocument,
    "\n  mutation DeleteCreator($id: ID!) {\n    deleteCreator(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": typeof types.DeleteCreatorDocument,
    "\n  query CreatorList($page: Int!, $params: CreatorListParams!) {\n    creators(page: $page, params: $params) {\n      items {\n        ...CreatorFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": typeof types.CreatorListDocument,
    "\n  query CreatorDetail($id: ID!) {\n    creator(id: $id) {\n      ...CreatorFields\n      created\n      modified\n      revision\n      deleteBlockedReason\n    }\n  }\n": typeof types.CreatorDetailDocument,
    "\n  fragment FieldErrorFields on FieldError {\n    field\n    message\n    code\n  }\n": typeof types.FieldErrorFieldsFragmentDoc,
};
const documents: Documents = {
    "\n  mutation CreatePaymentType($value: String!) {\n    createPaymentType(value: $value) {\n      item {\n        id\n        value\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreatePaymentTypeDocument,
    "\n  query CurrentAccount {\n    me {\n      user {\n        id\n        firstName\n        lastName\n      }\n      publisher {\n        id\n        name\n        plan\n        maxProducts\n        currency {\n          code\n          symbol\n        }\n      }\n    }\n  }\n": types.CurrentAccountDocument,
    "\n  query PaymentTypes {\n    paymentTypes {\n      id\n      value\n    }\n  }\n": types.PaymentTypesDocument,
    "\n  fragment CreatorFields on Creator {\n    id\n    displayName\n    paymentName\n    photoUrl\n    residence\n    website\n    biography\n    balance\n    paymentType {\n      id\n      value\n    }\n    emails {\n      id\n      value\n      primary\n    }\n    phones {\n      id\n      value\n      primary\n    }\n    addresses {\n      id\n      line1\n      line2\n      city\n      stateOrRegion\n      zipcode\n      country\n      primary\n    }\n  }\n": types.CreatorFieldsFragmentDoc,
    "\n  mutation CreateCreator($input: CreateCreatorInput!) {\n    createCreator(input: $input) {\n      creator {\n        ...CreatorFields\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.CreateCreatorDocument,
    "\n  mutation UpdateCreator($id: ID!, $expectedRevision: Int, $changed: CreatorChangesInput, $contacts: ContactChangesInput) {\n    updateCreator(id: $id, expectedRevision: $expectedRevision, changed: $changed, contacts: $contacts) {\n      creator {\n        ...CreatorFields\n        modified\n        revision\n        deleteBlockedReason\n      }\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.UpdateCreatorDocument,
    "\n  mutation DeleteCreator($id: ID!) {\n    deleteCreator(id: $id) {\n      ok\n      message\n      errors {\n        ...FieldErrorFields\n      }\n      position\n    }\n  }\n": types.DeleteCreatorDocument,
    "\n  query CreatorList($page: Int!, $params: CreatorListParams!) {\n    creators(page: $page, params: $params) {\n      items {\n        ...CreatorFields\n      }\n      totalCount\n      page\n      pageSize\n    }\n  }\n": types.CreatorListDocument,
    "\n  query CreatorDetail($id: ID!) {\n    creator(id: $id) {\n      ...CreatorFields\n      created\n      modified\n      revision\n      deleteBlockedReason\n    }\n  }\n": types.CreatorDetailDocument,
    "\n  fragment FieldErrorFields on FieldError {\n    field\n    message\n    code\n  }\n": types.FieldErrorFieldsFragmentDoc,
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

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;