import { render, screen } from '@testing-library/react';
import { AssetImage } from '@/components/ui/asset-image';

const picture = { src: '/media/a.webp', srcSet: '/media/a-800.webp 800w, /media/a.webp 1280w', width: 1280, height: 720, alt: 'A screen' };
const preview = 'data:image/webp;base64,UklGRg==';
const inline = 'data:image/svg+xml,%3Csvg%2F%3E';

describe('a picture that leads its page', () => {
  it('paints its preview under the picture until the picture loads', () => {
    render(<AssetImage image={{ ...picture, preview }} priority />);
    const img = screen.getByRole('img', { name: 'A screen' });
    expect(img).toHaveAttribute('src', picture.src);
    const rules = [...document.querySelectorAll('style')].map((style) => style.textContent ?? '');
    expect(rules.filter((rule) => [...img.classList].some((name) => rule.startsWith(`.${name}{`) && rule.includes(preview)))).toHaveLength(
      1,
    );
    expect(img).toHaveAttribute('fetchpriority', 'high');
  });

  it('is its inline copy, with no request, when it has one', () => {
    render(<AssetImage image={{ ...picture, inline }} priority />);
    const img = screen.getByRole('img', { name: 'A screen' });
    expect(img).toHaveAttribute('src', inline);
    expect(img).not.toHaveAttribute('srcset');
  });

  it('carries neither further down the page, where it loads lazily', () => {
    render(<AssetImage image={{ ...picture, preview, inline }} />);
    const img = screen.getByRole('img', { name: 'A screen' });
    expect(img).toHaveAttribute('src', picture.src);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img.className).toBe('h-auto w-full');
  });
});
