import { graphql } from '../generated/index.ts';

export const IsSuperuserQuery = graphql(`
  query IsSuperuser {
    isSuperuser
  }
`);

export const SearchPublishersQuery = graphql(`
  query SearchPublishers($searchTerm: String!) {
    searchPublishers(searchTerm: $searchTerm, limit: 10) {
      id
      name
      plan
      ownerEmail
    }
  }
`);

export const GetPublisherStatsQuery = graphql(`
  query GetPublisherStats($publisherId: ID!) {
    publisherStats(publisherId: $publisherId) {
      publisher {
        id
        name
        plan
      }
      firstSignedUp
      lastLogin
      lastActivity
      lastActivityType
      totalProducts
      totalOrders
      totalCustomers
      totalCreators
      ownerEmail
      ownerId
    }
  }
`);

export const SystemStatsQuery = graphql(`
  query SystemStats {
    systemStats {
      publishers
      activePublishers
      products
      customers
      orders
      creators
      users
      superusers
      topPublishersByProducts {
        publisher {
          id
          name
        }
        count
      }
      topPublishersByOrders {
        publisher {
          id
          name
        }
        count
      }
    }
  }
`);

export const GetRecentVisitorsQuery = graphql(`
  query GetRecentVisitors {
    recentVisitors(limit: 50) {
      id
      actionType
      actionDetails
      ipAddress
      created
      user {
        id
        email
      }
      impersonatedBy {
        id
        email
      }
      publisher {
        id
        name
      }
    }
  }
`);

export const RecentPublisherActivityQuery = graphql(`
  query RecentPublisherActivity {
    recentPublisherActivity(limit: 10) {
      publisher {
        id
        name
      }
      lastActivity
      lastActivityType
      user {
        id
        email
      }
    }
  }
`);

export const GetRecentProductsQuery = graphql(`
  query GetRecentProducts {
    recentProducts(limit: 10) {
      id
      title
      isbn
      retailPrice
      created
      publisher {
        id
        name
      }
    }
  }
`);

export const GetRecentCustomersQuery = graphql(`
  query GetRecentCustomers {
    recentCustomers(limit: 10) {
      id
      firstName
      lastName
      company
      created
      publisher {
        id
        name
      }
    }
  }
`);

export const GetRecentSignupsQuery = graphql(`
  query GetRecentSignups {
    recentSignups(limit: 10) {
      id
      email
      firstName
      lastName
      created
      publisheruserSet {
        role
        publisher {
          id
          name
        }
      }
    }
  }
`);

export const GetRecentSubscriptionsQuery = graphql(`
  query GetRecentSubscriptions {
    recentSubscriptions(limit: 10) {
      id
      plan
      maxProducts
      created
      publisher {
        id
        name
      }
    }
  }
`);

export const GetInactiveUsersQuery = graphql(`
  query GetInactiveUsers($period: InactivityPeriod!, $page: Int!) {
    inactiveUsers(period: $period, page: $page) {
      totalCount
      items {
        id
        email
        firstName
        lastName
        lastLogin
        created
        publishers {
          id
          name
        }
      }
    }
  }
`);

export const SystemPerformanceQuery = graphql(`
  query SystemPerformance($days: Int!) {
    systemPerformance(days: $days) {
      current {
        timestamp
        process
        cpu
        memory
        disk
        processCpu
        processMemoryMb
      }
      history {
        timestamp
        cpu
        memory
        disk
        processCpu
      }
    }
  }
`);

export const GraphqlPerformanceQuery = graphql(`
  query GraphqlPerformance($days: Int!) {
    graphqlPerformance(days: $days) {
      slowestQueries {
        operationName
        executionTime
        timestamp
      }
      mostFrequentQueries {
        operationName
        count
        avgTime
      }
      dailyAverages {
        day
        avgTime
        count
      }
    }
  }
`);

export const DatabaseHealthQuery = graphql(`
  query DatabaseHealth {
    databaseHealth {
      sizeBytes
      connections
      eventCount
      head
      projections {
        name
        checkpoint
        eventsBehind
        status
        failures
      }
    }
  }
`);

export const FailedLoginsQuery = graphql(`
  query FailedLogins($days: Int!) {
    failedLogins(days: $days) {
      totalAttempts
      dailyAttempts {
        day
        count
      }
      attemptsByEmail {
        email
        count
      }
      attemptsByIp {
        ipAddress
        count
      }
      recentAttempts {
        email
        ipAddress
        timestamp
        reason
      }
    }
  }
`);

export const CurrentImpersonationQuery = graphql(`
  query CurrentImpersonation {
    currentImpersonation {
      expires
      staff {
        id
        email
      }
      user {
        id
        email
      }
    }
  }
`);

export const StaffAccessesQuery = graphql(`
  query StaffAccesses {
    staffAccesses {
      id
      started
      expires
      ended
      ipAddress
      staff {
        id
        email
      }
      user {
        id
        email
      }
    }
  }
`);

export const ContactPublisherMutation = graphql(`
  mutation ContactPublisher($publisherId: ID!, $message: String!, $subject: String) {
    contactPublisher(publisherId: $publisherId, message: $message, subject: $subject) {
      errors {
        field
        message
        code
      }
      position
    }
  }
`);

export const ResetPublisherPasswordMutation = graphql(`
  mutation ResetPublisherPassword($publisherId: ID!, $userId: ID) {
    resetPublisherPassword(publisherId: $publisherId, userId: $userId) {
      errors {
        field
        message
        code
      }
      position
    }
  }
`);
