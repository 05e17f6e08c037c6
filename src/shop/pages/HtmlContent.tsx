import { Box, type BoxProps } from '@chakra-ui/react';

/**
 * HTML written by the shop owner in the admin (legal texts, rich text modules). It comes from
 * our own server, not from customers, which is why it may be rendered as HTML.
 */
export function HtmlContent({ html, ...rest }: { html: string } & BoxProps) {
  return (
    <Box
      lineHeight="tall"
      css={{
        '& h1, & h2, & h3': { fontWeight: 'semibold', mt: '6', mb: '2', lineHeight: 'short' },
        '& h1': { fontSize: '2xl' },
        '& h2': { fontSize: 'xl' },
        '& h3': { fontSize: 'lg' },
        '& p': { mb: '3' },
        '& ul, & ol': { ps: '6', mb: '3' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& > :first-child': { mt: 0 },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
      {...rest}
    />
  );
}
