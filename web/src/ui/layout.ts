/** The spec's mobile breakpoint: at 768 px or less the side navigation gives way to a top bar. */
export const narrowScreenQuery = '(max-width: 768px)';

/** Mantine's `sm` (48em = 768 px): the AppShell's navigation collapses behind the burger below it. */
export const shellBreakpoint = 'sm';
