import { Button, createTheme } from '@mantine/core';

/**
 * The app's one casing rule for buttons: every button reads in capitals, as the spec writes its main
 * actions (NEW PRODUCT, SAVE, EDIT), whatever case its label is written in.
 */
export const theme = createTheme({
  components: {
    Button: Button.extend({ defaultProps: { tt: 'uppercase' } }),
  },
});
