import { graphql } from '../../generated/index.ts';

export const CreatorListQuery = graphql(`
  query CreatorList($page: Int!, $params: CreatorListParams!) {
    creators(page: $page, params: $params) {
      items {
        ...CreatorFields
      }
      totalCount
      page
      pageSize
    }
  }
`);

export const CreatorDetailQuery = graphql(`
  query CreatorDetail($id: ID!) {
    creator(id: $id) {
      ...CreatorFields
      created
      modified
      revision
      deleteBlockedReason
    }
  }
`);
