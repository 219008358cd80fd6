import { render, screen, within } from '@testing-library/react';
import { CtaRow } from '@/components/sections/cta-row';
import { closingActions, findProduct, products } from '@/content/products';
import { config } from '@/lib/config';

/** The calls to action of spec §2, as a visitor meets them: label → where it goes, or why it is disabled. */
const matrix: Record<string, Record<string, string>> = {
  '/products/delta-mate': { 'Get Pricing': '/pricing', 'Talk to Sales': 'scheduler' },
  '/products/chat-bot': {
    'See a Live Demo': '/free-trial',
    'Get Pricing': 'disabled: Coming soon',
    'Talk to Sales': 'disabled: Coming soon',
  },
  '/products/estimate-analyzer': {
    'Try It With Your Estimates': '/free-trial',
    'Get Pricing': '/pricing',
    'Talk to Sales': 'scheduler',
  },
  '/products/policy-analyzer': { 'Get Pricing': '/pricing', 'Talk to Sales': 'scheduler' },
  '/products/claims-summary': {
    'See a Live Demo': 'disabled: Coming soon',
    'Get Pricing': 'disabled: Coming soon',
    'Talk to Sales': 'disabled: Coming soon',
  },
};

/** What each rendered call to action does: its link target, "scheduler", or "disabled: <visible reason>". */
function outcomes(container: HTMLElement): Record<string, string> {
  const result: Record<string, string> = {};
  for (const element of within(container).queryAllByRole('link')) {
    const href = element.getAttribute('href') ?? '';
    if (href === config.schedulerUrl) {
      expect(element).toHaveAttribute('target', '_blank');
      expect(element.getAttribute('rel')).toMatch(/noopener/);
      expect(element.getAttribute('rel')).toMatch(/noreferrer/);
      result[element.textContent!.replace(/\s*\(opens in a new tab\)\s*/i, '').trim()] = 'scheduler';
    } else {
      result[element.textContent!.trim()] = href;
    }
  }
  for (const button of within(container).queryAllByRole('button')) {
    expect(button).toBeDisabled();
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason).toBeVisible();
    result[button.textContent!.trim()] = `disabled: ${reason?.textContent}`;
  }
  return result;
}

describe('product calls to action (spec §2)', () => {
  it('has a record for each of the five product pages', () => {
    expect(products.map((p) => p.path).sort()).toEqual(Object.keys(matrix).sort());
  });

  for (const [path, expected] of Object.entries(matrix)) {
    it(`${path}: each button goes where listed or is disabled with its reason`, () => {
      const product = findProduct(path)!;
      const { container } = render(<CtaRow actions={product.ctas} />);
      expect(outcomes(container)).toEqual(expected);
      // In the order the spec lists them.
      expect(product.ctas.map((action) => action.label)).toEqual(Object.keys(expected));
    });
  }

  it('repeats only working calls to action in the closing band, plus a way forward where all are disabled', () => {
    const summary = findProduct('/products/claims-summary')!;
    render(<CtaRow actions={closingActions(summary)} />);
    expect(screen.getByRole('link', { name: 'Explore Delta Mate' })).toHaveAttribute('href', '/products/delta-mate');
    expect(screen.queryByRole('button')).toBeNull();
    expect(closingActions(findProduct('/products/chat-bot')!).map((a) => a.label)).toEqual(['See a Live Demo']);
    expect(closingActions(findProduct('/products/estimate-analyzer')!)).toEqual(findProduct('/products/estimate-analyzer')!.ctas);
  });
});
