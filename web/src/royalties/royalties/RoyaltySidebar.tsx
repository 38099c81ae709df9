import { formatMoney, royaltyMessages } from '@colophon/domain';
import { Anchor, Avatar, Divider, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { productPath } from '../../catalogue/urls.ts';
import { creatorPath } from '../../contacts/urls.ts';
import type { RoyaltyDetailFieldsFragment } from '../../generated/graphql.ts';
import { thumbnailUrl } from '../../ui/images.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

/** The royalty's creator (how they are paid), its product (cover, format, MSRP) and, with sales by region, its region. */
export function RoyaltySidebar(props: {
  royalty: RoyaltyDetailFieldsFragment;
  byRegion: boolean;
  currencySymbol: string;
}) {
  const { creator, product } = props.royalty;
  return (
    <Paper withBorder p="md" component="aside" aria-label="Royalty of">
      <Stack gap="md">
        <Stack gap="xs">
          <Title order={4}>Creator</Title>
          {creator ? (
            <>
              <Avatar
                src={thumbnailUrl(creator.photoUrl) || null}
                name={creator.displayName}
                color="initials"
                size={64}
              />
              <Anchor component={Link} to={creatorPath(creator.id)}>
                {creator.displayName}
              </Anchor>
              <Field label="Payment name">{creator.paymentName || creator.displayName}</Field>
              <Field label="Payment method">{creator.paymentType?.value ?? royaltyMessages.noPaymentMethod}</Field>
            </>
          ) : (
            <Text c="dimmed">—</Text>
          )}
        </Stack>
        <Divider />
        <Stack gap="xs">
          <Title order={4}>Product</Title>
          {product ? (
            <>
              {product.coverImage && (
                <Image
                  src={thumbnailUrl(product.coverImage)}
                  alt={`Cover of ${product.productWork.title}`}
                  w={96}
                  radius="sm"
                />
              )}
              <Anchor component={Link} to={productPath(product.id)}>
                {product.productWork.title}
              </Anchor>
              <Field label="Format">{product.format.value}</Field>
              <Field label="ISBN">{product.isbn || '—'}</Field>
              <Field label="MSRP">{formatMoney(product.retailPrice, props.currencySymbol)}</Field>
            </>
          ) : (
            <Text c="dimmed">—</Text>
          )}
        </Stack>
        {props.byRegion && (
          <>
            <Divider />
            <Field label="Region">{props.royalty.regionName}</Field>
          </>
        )}
      </Stack>
    </Paper>
  );
}
