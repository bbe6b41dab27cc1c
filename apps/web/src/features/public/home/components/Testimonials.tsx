import { Avatar } from '@mantine/core';
import { Container, Group, Stack, Text, Title, Button } from '@/lib/ui/plain';
import { useSessionSnapshot } from '@/lib/session';
import { useTestimonials } from '../api/testimonials';
import classes from './Home.module.css';
import { t } from '@/lib/i18n';
import { useDataSaver } from '@/lib/dataSaver';
import { mediaVariant } from '@/lib/mediaVariant';
import { Link } from '@/lib/ui/Link';
import { SnapCarousel } from '@/lib/ui/SnapCarousel';

/**
 * What users say, in a carousel: 4 slides from 1200 px, 2 from 992 px, 1 below (spec 000 §9), with a
 * Create an Account call to action for visitors.
 */
export function Testimonials() {
  const testimonials = useTestimonials();
  const saveData = useDataSaver();
  const session = useSessionSnapshot();
  const showCta = !session.loggedIn && !session.verificationPending;
  const items = testimonials.data ?? [];
  // Nothing to say yet (or the list failed): the call to action still stands on its own.
  if (items.length === 0 && !showCta) return null;

  return (
    <section className={classes.sectionAlt} aria-labelledby="testimonials-heading">
      <Container>
        <Stack gap="lg">
          <Title order={2} id="testimonials-heading">
            {t('home.testimonials')}
          </Title>
          {items.length > 0 && (
            <SnapCarousel
              label={t('home.testimonialsLabel')}
              previousLabel={t('home.previousTestimonials')}
              nextLabel={t('home.nextTestimonials')}
              slides={items.map((testimonial, i) => ({
                key: testimonial.id,
                label: t('home.testimonialOf', { n: i + 1, total: items.length }),
                content: (
                  <figure className={classes.quote}>
                    <blockquote>{testimonial.text}</blockquote>
                    <figcaption>
                      <Group gap="sm" wrap="nowrap">
                        {/* The name is written beside the picture. */}
                        <Avatar
                          src={
                            saveData || !testimonial.user_profile_pic
                              ? null
                              : mediaVariant(testimonial.user_profile_pic, 38)
                          }
                          alt=""
                          radius="xl"
                          color="brand"
                          variant="light"
                        >
                          {testimonial.user.slice(0, 1).toUpperCase()}
                        </Avatar>
                        <Text fw={700}>{testimonial.user}</Text>
                      </Group>
                    </figcaption>
                  </figure>
                ),
              }))}
            />
          )}
          {showCta && (
            <Group
              justify="space-between"
              gap="md"
              p="lg"
              bg="brand.8"
              c="white"
              style={{ borderRadius: 'var(--mantine-radius-md)' }}
            >
              <Text fw={600} fz="lg" c="white">
                {t('home.ctaText')}
              </Text>
              <Button component={Link} to="/register" variant="white" color="brand.9">
                {t('home.ctaButton')}
              </Button>
            </Group>
          )}
        </Stack>
      </Container>
    </section>
  );
}
