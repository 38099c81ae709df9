import { paidPlanNames, planLabel, type PlanName, planPriceText, planProductRange } from '@colophon/domain';

import type { SimulatedSessionState } from './simulatedSession.ts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const priceOf = (plan: PlanName) => planPriceText(plan) ?? '';

/** A whole page: the simulated provider's look, plainly not the app's, and no script (the app's CSP allows none inline). */
function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f1f3f5; color: #212529; margin: 0; }
  main { max-width: 560px; margin: 48px auto; background: #fff; border-radius: 8px; padding: 32px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .note { background: #fff3bf; border-radius: 4px; padding: 8px 12px; font-size: 0.9rem; }
  .plan { border: 1px solid #dee2e6; border-radius: 6px; padding: 16px; margin: 16px 0; }
  .price { font-size: 1.25rem; font-weight: 600; }
  form { display: inline; }
  .actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; align-items: center; }
  button { font: inherit; border: 0; border-radius: 4px; padding: 10px 18px; cursor: pointer; background: #1c7ed6; color: #fff; }
  button.secondary { background: #e9ecef; color: #212529; }
  button.danger { background: #e03131; }
  a { color: #1c7ed6; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

const simulationNote =
  '<p class="note">Simulated checkout: no card is charged. With a card provider configured, its own page takes this one’s place.</p>';

export function checkoutPage(sessionId: string, session: SimulatedSessionState): string {
  const path = `/billing/checkout/${encodeURIComponent(sessionId)}`;
  return page(
    'Checkout',
    `<h1>Checkout</h1>${simulationNote}
<section class="plan" aria-label="Plan">
  <h2>${escapeHtml(planLabel(session.plan))}</h2>
  <p>${escapeHtml(planProductRange(session.plan))}</p>
  <p class="price">${escapeHtml(priceOf(session.plan))}</p>
</section>
<div class="actions">
  <form method="post" action="${path}/pay"><button type="submit">Pay ${escapeHtml(priceOf(session.plan))}</button></form>
  <form method="post" action="${path}/cancel"><button type="submit" class="secondary">Cancel</button></form>
</div>`,
  );
}

export function portalPage(sessionId: string, session: SimulatedSessionState): string {
  const path = `/billing/portal/${encodeURIComponent(sessionId)}`;
  const action = (name: string, label: string, style = '', plan = '') =>
    `<form method="post" action="${path}"><input type="hidden" name="action" value="${name}">${
      plan ? `<input type="hidden" name="plan" value="${escapeHtml(plan)}">` : ''
    }<button type="submit" class="${style}">${escapeHtml(label)}</button></form>`;
  const otherPlans = paidPlanNames
    .filter((plan) => plan !== session.plan)
    .map(
      (plan) =>
        `<li>${escapeHtml(planLabel(plan))} — ${escapeHtml(planProductRange(plan))}, ${escapeHtml(priceOf(plan))} ${action('switchPlan', `Switch to ${planLabel(plan)}`, 'secondary', plan)}</li>`,
    )
    .join('\n');
  const payment = session.billingActive
    ? action('failPayment', 'Simulate a failed renewal payment', 'secondary')
    : action('retryPayment', 'Pay the renewal now');
  return page(
    'Manage Subscription',
    `<h1>Manage Subscription</h1>${simulationNote}
<section class="plan" aria-label="Current plan">
  <h2>${escapeHtml(planLabel(session.plan))}</h2>
  <p class="price">${escapeHtml(priceOf(session.plan))}</p>
  <p>Payment: ${session.billingActive ? 'active' : 'failed'}</p>
</section>
<h2>Change plan</h2>
<ul>${otherPlans}</ul>
<div class="actions">
  ${payment}
  ${action('cancelSubscription', 'Cancel subscription', 'danger')}
  <a href="${escapeHtml(session.returnUrl)}">Return to Colophon</a>
</div>`,
  );
}

/** A session that is unknown or closed, or an action refused: the reason and the way back. */
export function messagePage(message: string, returnUrl: string | null): string {
  return page(
    'Billing',
    `<h1>Billing</h1><p>${escapeHtml(message)}</p>${
      returnUrl ? `<p><a href="${escapeHtml(returnUrl)}">Return to Colophon</a></p>` : ''
    }`,
  );
}
