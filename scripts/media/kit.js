/* Shared helpers for the mock-screen scenes. Runs in the browser page that renders frames. */
(() => {
  const clamp = (x, a = 0, b = 1) => Math.min(b, Math.max(a, x));
  /** Progress of t through [a, b], eased. */
  const seg = (t, a, b) => {
    const x = clamp((t - a) / (b - a));
    return x < 0.5 ? 2 * x * x : 1 - Math.pow(-2 * x + 2, 2) / 2;
  };
  const lin = (t, a, b) => clamp((t - a) / (b - a));
  const typed = (text, p) => text.slice(0, Math.round(text.length * clamp(p)));
  const money = (n) => '$' + n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const int = (n) => Math.round(n).toLocaleString('en-US');

  const icons = {
    claims: '<path d="M4 5h16v14H4z"/><path d="M4 9h16M9 5v14"/>',
    files: '<path d="M6 3h8l4 4v14H6z"/><path d="M14 3v4h4"/>',
    estimate: '<path d="M5 4h14v16H5z"/><path d="M8 8h8M8 12h8M8 16h5"/>',
    policy: '<path d="M12 3 4 6v6c0 4.5 3.4 8 8 9 4.6-1 8-4.5 8-9V6z"/>',
    chat: '<path d="M4 5h16v11H9l-5 4z"/>',
    summary: '<path d="M5 4h14v16H5z"/><path d="M8 9h8M8 13h5"/>',
    chart: '<path d="M4 20V10M10 20V4M16 20v-7M22 20H2"/>',
    search: '<circle cx="11" cy="11" r="6"/><path d="m20 20-4.5-4.5"/>',
    upload: '<path d="M12 16V4M6 10l6-6 6 6"/><path d="M4 20h16"/>',
    photo: '<path d="M4 6h16v13H4z"/><circle cx="9" cy="11" r="2"/><path d="m4 17 5-4 4 3 3-2 4 3"/>',
    report: '<path d="M6 3h12v18H6z"/><path d="M9 8h6M9 12h6M9 16h4"/>',
    check: '<path d="m5 12 5 5 9-10"/>',
    spark: '<path d="M12 3v5M12 16v5M3 12h5M16 12h5M6 6l3 3M15 15l3 3M18 6l-3 3M9 15l-3 3"/>',
  };
  const icon = (name, size = 18) =>
    `<svg width="${size}" height="${size}" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round">${icons[name] || ''}</svg>`;

  const owl = `<svg width="30" height="30" viewBox="0 0 40 40"><rect width="40" height="40" rx="10" fill="#233DB4"/><path d="M8 13 14 8l6 4 6-4 6 5v11c0 6-5.4 10-12 10S8 30 8 24Z" fill="#0F1E36"/><circle cx="15" cy="19" r="4.5" fill="#F9C23C"/><circle cx="25" cy="19" r="4.5" fill="#F9C23C"/><circle cx="15" cy="19" r="1.8" fill="#0F1E36"/><circle cx="25" cy="19" r="1.8" fill="#0F1E36"/><path d="m18 24.5 2 3.5 2-3.5Z" fill="#F9C23C"/></svg>`;

  const nav = [
    ['claims', 'Claims'],
    ['files', 'Delta Mate'],
    ['estimate', 'Estimates'],
    ['policy', 'Policies'],
    ['chat', 'Eureka'],
    ['summary', 'Summaries'],
    ['chart', 'Reports'],
  ];

  /** The app chrome: sidebar, claim header and a content area. */
  const shell = ({ active, title, actions = '', body }) => `
    <div class="app">
      <aside class="side">
        <div class="brand">${owl}<span>ClaimOwl</span></div>
        <nav>${nav
          .map(([key, label]) => `<div class="nav ${key === active ? 'on' : ''}">${icon(key)}<span>${label}</span></div>`)
          .join('')}</nav>
        <div class="side-foot"><div class="avatar">JR</div><div><b>J. Rivera</b><small>Public adjuster</small></div></div>
      </aside>
      <main class="main">
        <header class="top">
          <div>
            <div class="crumbs">Claims / CLM-2025-04817</div>
            <h1>${title}</h1>
            <div class="meta"><span class="pill">Roof &amp; water</span><span>1842 Palm Ave, Fort Lauderdale</span><span>Loss date Mar 3, 2025</span></div>
          </div>
          <div class="actions">${actions}</div>
        </header>
        <section class="body">${body}</section>
      </main>
    </div>`;

  window.kit = { clamp, seg, lin, typed, money, int, icon, shell, owl };
  window.scenes = window.scenes || {};
})();
