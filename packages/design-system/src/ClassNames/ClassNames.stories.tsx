import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { button as buttonClassName } from '../Button/Button.css.ts';
import { Button } from '../Button/Button.tsx';
import { card as cardClassName } from '../Card/Card.css.ts';
import { Card } from '../Card/Card.tsx';
import { heading as headingClassName } from '../Heading/Heading.css.ts';
import { Heading } from '../Heading/Heading.tsx';
import { text as textClassName } from '../Text/Text.css.ts';
import { Text } from '../Text/Text.tsx';

/**
 * `buttonClassName`, `cardClassName`, `headingClassName` and `textClassName` (the package's
 * exports) give markup written without React the look of Button, Card, Heading and Text: a
 * page that must load almost no script (the ATS login page) builds its DOM with them.
 */
const meta = {
  title: 'Foundations/Class names without React',
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The same card twice: by the components (left) and by plain elements with the class names. */
export const SideBySide: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <Card as="section" padding="xlarge" aria-labelledby="by-components">
        <Heading level={2} id="by-components" align="center">
          By components
        </Heading>
        <Text tone="muted" align="center">
          Sign in with your company account.
        </Text>
        <Button href="#sign-in" size="large" fullWidth>
          Continue
        </Button>
      </Card>
      <section className={cardClassName({ padding: 'xlarge' })} aria-labelledby="by-class-names">
        <h2 id="by-class-names" className={headingClassName({ level: '2', align: 'center' })}>
          By class names
        </h2>
        <p className={textClassName({ tone: 'muted', align: 'center' })}>
          Sign in with your company account.
        </p>
        <a href="#sign-in" className={buttonClassName({ size: 'large', fullWidth: true })}>
          Continue
        </a>
      </section>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [byComponents, byClassNames] = ['By components', 'By class names'].map((name) =>
      within(canvas.getByRole('region', { name })),
    );
    if (!byComponents || !byClassNames) throw new Error('both cards are shown');
    const classOf = (element: HTMLElement) => element.className;
    // Each plain element wears exactly the class of the component it stands for.
    await expect(classOf(canvas.getByRole('region', { name: 'By class names' }))).toBe(
      classOf(canvas.getByRole('region', { name: 'By components' })),
    );
    await expect(classOf(byClassNames.getByRole('heading'))).toBe(
      classOf(byComponents.getByRole('heading')),
    );
    await expect(classOf(byClassNames.getByText(/company account/))).toBe(
      classOf(byComponents.getByText(/company account/)),
    );
    await expect(classOf(byClassNames.getByRole('link', { name: 'Continue' }))).toBe(
      classOf(byComponents.getByRole('link', { name: 'Continue' })),
    );
  },
};
