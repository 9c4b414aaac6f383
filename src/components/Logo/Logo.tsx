import { Link } from 'react-router';
import styled from 'styled-components';
// A file of its own, cached once, rather than a data URL that every page's HTML and the header's code would carry
// (about 0.4 KiB gzipped in each): docs/performance.md, "JavaScript".
import logoMark from '~/assets/logo-mark.svg?no-inline';
import { site } from '~/config/site';
import { media, theme } from '~/styles/theme';

const HomeLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 10px;
  text-decoration: none;
  color: ${theme.colors.text};
  border-radius: ${theme.radii.sm};

  &:hover {
    color: ${theme.colors.text};
  }
`;

const Mark = styled.img`
  display: block;
  width: 40px;
  height: 40px;

  ${media.mobileMenu} {
    width: 36px;
    height: 36px;
  }
`;

const Wordmark = styled.span`
  font-family: ${theme.fonts.heading};
  font-weight: 700;
  font-size: 1.25rem;
  letter-spacing: -0.01em;
  line-height: 1;

  span {
    color: ${theme.colors.primary};
  }

  ${media.mobileMenu} {
    font-size: 1.1875rem;
  }
`;

/** The site's logo: the mark and the name, linking to the home page. */
export function Logo() {
  return (
    <HomeLink to="/">
      <Mark src={logoMark} alt={`${site.name} – etusivu`} width={40} height={40} />
      {/* The image's alt text names the link; the visible wordmark is decoration for screen readers. */}
      <Wordmark aria-hidden="true">
        Hyvinvointi<span>vertailu</span>
      </Wordmark>
    </HomeLink>
  );
}
