import type { Config } from 'tailwindcss';

/**
 * Theme tokens. Breakpoints follow spec §9 (600 / 900 / 1200 / 1536 px); the navigation switches to the
 * desktop bar at `xl`. Colours: `ink` is the navy of headings and dark surfaces, `brand` the action blue,
 * `accent` the owl-eye amber used sparingly for highlights on dark backgrounds.
 */
const config = {
  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}', './content/**/*.ts', './lib/**/*.ts'],
  theme: {
    screens: {
      sm: '600px',
      md: '900px',
      lg: '1200px',
      xl: '1536px',
    },
    extend: {
      colors: {
        ink: {
          50: '#F4F7FB',
          100: '#E6ECF5',
          200: '#C9D5E6',
          300: '#9DB0CC',
          400: '#6E85A8',
          500: '#4D6488',
          600: '#3A4F70',
          700: '#2A3D5C',
          800: '#1A2B47',
          900: '#0F1E36',
          950: '#081226',
        },
        brand: {
          50: '#EEF4FF',
          100: '#DCE7FE',
          200: '#BCD0FD',
          300: '#8FB0FB',
          400: '#5F88F6',
          500: '#3C66EE',
          600: '#2A4DD9',
          700: '#233DB4',
          800: '#223691',
          900: '#213273',
        },
        accent: {
          200: '#FDE9A8',
          300: '#FCD770',
          400: '#F9C23C',
          500: '#F1A50B',
        },
      },
      fontFamily: {
        // The platform's own interface font: nothing to download before the largest paint (docs/performance.md).
        sans: ['system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica Neue', 'Arial', 'sans-serif'],
      },
      fontSize: {
        display: ['clamp(2.25rem, 1.6rem + 2.6vw, 3.75rem)', { lineHeight: '1.08', letterSpacing: '-0.025em', fontWeight: '700' }],
        h1: ['clamp(2rem, 1.55rem + 1.8vw, 3rem)', { lineHeight: '1.12', letterSpacing: '-0.02em', fontWeight: '700' }],
        h2: ['clamp(1.5rem, 1.25rem + 1vw, 2.25rem)', { lineHeight: '1.2', letterSpacing: '-0.015em', fontWeight: '700' }],
        h3: ['1.25rem', { lineHeight: '1.4', fontWeight: '600' }],
        lead: ['clamp(1.0625rem, 1rem + 0.3vw, 1.25rem)', { lineHeight: '1.6' }],
      },
      maxWidth: {
        bar: '1800px',
        prose: '68ch',
      },
      boxShadow: {
        card: '0 1px 2px rgb(8 18 38 / 0.06), 0 4px 16px rgb(8 18 38 / 0.06)',
        lift: '0 2px 4px rgb(8 18 38 / 0.08), 0 16px 32px rgb(8 18 38 / 0.12)',
      },
    },
  },
} satisfies Config;

export default config;
