import { graphql } from '../generated/index.ts';

/** Everything an order card, its CSV export and the detail show. */
export const OrderFieldsFragment = graphql(`
  fragment OrderFields on Order {
    id
    number
    created
    revision
    poNumber
    shippingCost
    adminNotes
    itemsTotal
    totalAmount
    paymentsTotal
    dueAmount
    fullyPaid
    paid
    paidDate
    shipped
    shipDate
    backordered
    deleteBlockedReason
    orderStatus {
      id
      value
    }
    salesperson {
      id
      value
    }
    paymentTerm {
      id
      value
    }
    shippingType {
      id
      value
    }
    customer {
      id
      firstName
      lastName
      company
    }
    orderAddress {
      ...AddressFields
    }
    orderEmail {
      id
      value
    }
    orderPhone {
      id
      value
    }
    creditAmount
    returns {
      id
      returnDate
      memo
      credit
      lines {
        lineId
        quantity
      }
    }
    lines {
      id
      quantity
      returnedQuantity
      retailPrice
      discountType
      discountPercent
      calcPrice
      lineTotal
      inventoryShort
      product {
        id
        title
        isbn
        formatName
        inventoryQuantity
        tracksInventory
      }
    }
    payments {
      id
      sentDate
      amount
      memo
    }
  }
`);

export const OrderListQuery = graphql(`
  query OrderList($page: Int!, $params: OrderListParams!) {
    orders(page: $page, params: $params) {
      items {
        ...OrderFields
      }
      totalCount
    }
  }
`);

export const OrderDetailQuery = graphql(`
  query OrderDetail($id: ID!) {
    order(id: $id) {
      ...OrderFields
    }
  }
`);

/** The customer chosen on an order, with the contact items its address, email and phone come from. */
export const OrderCustomerQuery = graphql(`
  query OrderCustomer($id: ID!) {
    customer(id: $id) {
      id
      emails {
        ...EmailFields
      }
      phones {
        ...PhoneFields
      }
      addresses {
        ...AddressFields
      }
    }
  }
`);

export const CustomerPickerQuery = graphql(`
  query CustomerPicker($search: String) {
    customers(page: 1, params: { search: $search }) {
      items {
        id
        firstName
        lastName
        company
      }
    }
  }
`);

export const CreateOrderMutation = graphql(`
  mutation CreateOrder($input: CreateOrderInput!) {
    createOrder(input: $input) {
      order {
        ...OrderFields
      }
      message
      errors {
        field
        message
        code
      }
    }
  }
`);

export const UpdateOrderMutation = graphql(`
  mutation UpdateOrder(
    $id: ID!
    $expectedRevision: Int
    $changed: OrderDetailsInput
    $paid: Boolean
    $paidDate: String
    $shipped: Boolean
    $shipDate: String
    $addedLines: [OrderLineInput!]
    $updatedLines: [OrderLineUpdateInput!]
    $removedLines: [ID!]
  ) {
    updateOrder(
      id: $id
      expectedRevision: $expectedRevision
      changed: $changed
      paid: $paid
      paidDate: $paidDate
      shipped: $shipped
      shipDate: $shipDate
      addedLines: $addedLines
      updatedLines: $updatedLines
      removedLines: $removedLines
    ) {
      order {
        ...OrderFields
      }
      errors {
        field
        message
        code
      }
    }
  }
`);

export const DeleteOrderMutation = graphql(`
  mutation DeleteOrder($id: ID!) {
    deleteOrder(id: $id) {
      ok
      message
      errors {
        message
      }
    }
  }
`);

export const CreateOrderPaymentMutation = graphql(`
  mutation CreateOrderPayment($orderId: ID!, $payment: OrderPaymentInput!) {
    createOrderPayment(orderId: $orderId, payment: $payment) {
      order {
        ...OrderFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const UpdateOrderPaymentMutation = graphql(`
  mutation UpdateOrderPayment($orderId: ID!, $id: ID!, $changed: OrderPaymentInput!) {
    updateOrderPayment(orderId: $orderId, id: $id, changed: $changed) {
      order {
        ...OrderFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteOrderPaymentMutation = graphql(`
  mutation DeleteOrderPayment($orderId: ID!, $id: ID!) {
    deleteOrderPayment(orderId: $orderId, id: $id) {
      order {
        ...OrderFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const RecordOrderReturnMutation = graphql(`
  mutation RecordOrderReturn($orderId: ID!, $orderReturn: OrderReturnInput!) {
    recordOrderReturn(orderId: $orderId, orderReturn: $orderReturn) {
      order {
        ...OrderFields
      }
      errors {
        field
        message
      }
    }
  }
`);

export const DeleteOrderReturnMutation = graphql(`
  mutation DeleteOrderReturn($orderId: ID!, $id: ID!) {
    deleteOrderReturn(orderId: $orderId, id: $id) {
      order {
        ...OrderFields
      }
      errors {
        field
        message
      }
    }
  }
`);
