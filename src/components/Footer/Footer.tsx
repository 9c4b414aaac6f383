import { Link } from 'react-router';
import styled from 'styled-components';
import { Container } from '~/components/Container';
import { VisuallyHidden } from '~/components/VisuallyHidden';
import type { FooterLinks, NavLink } from '~/config/navigation';
import { site } from '~/config/site';
import { theme } from '~/styles/theme';

const FooterBar = styled.footer`
  margin-top: ${theme.space.xxxl};
  padding: ${`${theme.space.xxl} 0 ${theme.space.xl}`};
  background: ${theme.colors.footer};
  color: ${theme.colors.footerText};

  a {
    color: ${theme.colors.footerText};
    text-decoration: none;
  }

  a:hover {
    color: #fff;
    text-decoration: underline;
  }

  :focus-visible {
    outline-color: #fff;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1.4fr repeat(3, 1fr);
  gap: ${theme.space.xl};

  @media (max-width: 900px) {
    grid-template-columns: repeat(2, 1fr);
  }

  @media (max-width: 520px) {
    grid-template-columns: 1fr;
  }
`;

const About = styled.div`
  p {
    color: ${theme.colors.footerMuted};
    font-size: ${theme.fontSizes.sm};
    max-width: 22rem;
  }
`;

const SiteName = styled.p`
  font-family: ${theme.fonts.heading};
  font-weight: 700;

  /* Outranks the muted small print of the About column. */
  && {
    font-size: ${theme.fontSizes.lg};
    color: ${theme.colors.footerText};
  }
`;

const GroupTitle = styled.h2`
  margin: 0 0 ${theme.space.sm};
  font-family: ${theme.fonts.body};
  font-size: ${theme.fontSizes.xs};
  font-weight: 600;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${theme.colors.footerMuted};
`;

const LinkList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;

  li + li {
    margin-top: ${theme.space.xxs};
  }

  a {
    display: inline-block;
    padding: ${theme.space.xxs} 0;
  }
`;

const SocialList = styled(LinkList)`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space.xs};

  li + li {
    margin-top: 0;
  }

  a {
    padding: ${`${theme.space.xxs} ${theme.space.sm}`};
    border: 1px solid ${theme.colors.footerMuted};
    border-radius: ${theme.radii.round};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Copyright = styled.p`
  margin: ${theme.space.xxl} 0 0;
  padding-top: ${theme.space.lg};
  border-top: 1px solid rgba(232, 239, 235, 0.2);
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.footerMuted};
`;

function LinkGroup({ title, links }: { title: string; links: readonly NavLink[] }) {
  return (
    <div>
      <GroupTitle>{title}</GroupTitle>
      <LinkList>
        {links.map((link) => (
          <li key={link.path}>
            <Link to={link.path}>{link.label}</Link>
          </li>
        ))}
      </LinkList>
    </div>
  );
}

/** The site footer (spec §2): site links, topics, the latest articles, social profiles and the copyright line. */
export function Footer({ links }: { links: FooterLinks }) {
  return (
    <FooterBar>
      <Container>
        <Columns>
          <About>
            <SiteName>{site.name}</SiteName>
            <p>Vertailut ja arvostelut hyvinvointituotteista suomalaisille lukijoille.</p>
            <SocialList aria-label="Sosiaalinen media">
              {site.socialLinks.map((social) => (
                <li key={social.url}>
                  <a href={social.url} target="_blank" rel="noopener noreferrer">
                    {social.name}
                    <VisuallyHidden> (avautuu uuteen välilehteen)</VisuallyHidden>
                  </a>
                </li>
              ))}
            </SocialList>
          </About>
          <LinkGroup title="Sivusto" links={links.site} />
          <LinkGroup title="Aiheet" links={links.topics} />
          <LinkGroup title="Uusimmat artikkelit" links={links.latestArticles} />
        </Columns>
        <Copyright>{`© ${__BUILD_YEAR__} ${site.copyrightHolder}. Kaikki oikeudet pidätetään.`}</Copyright>
      </Container>
    </FooterBar>
  );
}
