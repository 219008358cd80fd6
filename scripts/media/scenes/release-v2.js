/* Version 2.0: the claim dashboard fills in. */
(() => {
  const { seg, shell, int, icon } = window.kit;
  window.scenes['release-v2'] = {
    duration: 9,
    poster: 0.9,
    render(t) {
      const k = seg(t, 0.08, 0.45);
      const tiles = [
        ['Open claims', int(128 * k), ''],
        ['Disputes in review', int(37 * k), ''],
        ['Avg. days open', int(18 * k), ''],
        ['Pages read this week', int(48210 * k), ''],
      ]
        .map(
          ([label, value, note]) =>
            `<div class="card" style="padding:16px"><small>${label}</small><div style="font-size:30px;font-weight:700;color:#081226;margin-top:6px">${value}</div><small>${note || '&nbsp;'}</small></div>`,
        )
        .join('');
      const bars = [42, 55, 48, 61, 72, 68, 84, 91]
        .map((h, i) => {
          const g = seg(t, 0.2 + i * 0.03, 0.32 + i * 0.03);
          return `<div style="flex:1;display:flex;flex-direction:column;justify-content:flex-end;align-items:center;gap:6px"><div style="width:70%;height:${h * 1.7 * g}px;background:${i === 7 ? '#2A4DD9' : '#BCD0FD'};border-radius:6px 6px 0 0"></div><small>W${i + 1}</small></div>`;
        })
        .join('');
      const news = [
        'Bulk uploads for whole claim files',
        'Citations on every answer and summary',
        'Role-aware claim summaries',
        'Two-estimate comparison report',
      ]
        .map((item, i) => {
          const s = seg(t, 0.5 + i * 0.08, 0.56 + i * 0.08);
          return `<div style="display:flex;gap:10px;align-items:center;opacity:${s};transform:translateX(${(1 - s) * 12}px)"><span style="color:#0F7A4B">${icon('check', 18)}</span><span style="font-size:13.5px">${item}</span></div>`;
        })
        .join('');
      const badge = seg(t, 0.02, 0.1);
      const body = `
        <div class="grid" style="grid-template-columns:repeat(4,1fr)">${tiles}</div>
        <div style="display:grid;grid-template-columns:minmax(0,1fr) 330px;gap:16px;margin-top:16px">
          <div class="card" style="padding:16px"><b>Claims resolved per week</b><div style="display:flex;gap:10px;height:190px;margin-top:12px">${bars}</div></div>
          <div class="card" style="padding:16px;display:flex;flex-direction:column;gap:12px">
            <div style="opacity:${badge}"><span class="chip on">Version 2.0 · October 2025</span></div>
            <b>What is new</b>
            ${news}
          </div>
        </div>`;
      return shell({
        active: 'claims',
        title: 'Claims dashboard',
        actions: '<span class="btn">Filters</span><span class="btn primary">New claim</span>',
        body,
      });
    },
  };
})();
