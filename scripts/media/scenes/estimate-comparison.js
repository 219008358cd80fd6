/* Estimate Analyzer: two estimates compared line by line; filters switch the compared measure. */
(() => {
  const { seg, lin, shell, money } = window.kit;
  const rows = [
    ['Remove & replace laminated shingles', 'SQ', 32.67, 26.0, 318.42, 0.28],
    ['Ice & water barrier', 'SF', 540, 0, 2.18, 0.2],
    ['Drip edge – aluminum', 'LF', 212, 212, 3.42, 0.25],
    ['Ridge cap – standard profile', 'LF', 96, 64, 7.86, 0.28],
    ['Step flashing', 'LF', 48, 0, 11.92, 0.25],
    ['Roof vent – turtle type', 'EA', 6, 4, 68.5, 0.3],
    ['Gutter – aluminum, 5"', 'LF', 146, 146, 9.64, 0.3],
    ['Drywall – ceiling patch & texture', 'SF', 96, 64, 4.12, 0.1],
    ['Paint ceiling – 2 coats', 'SF', 412, 280, 1.26, 0.15],
    ['Content manipulation', 'HR', 4, 2, 46.0, 0],
  ];
  const measures = ['RCV', 'Depreciation', 'O&P'];
  window.scenes['estimate-comparison'] = {
    duration: 8,
    poster: 0.42,
    render(t) {
      const m = t < 0.55 ? 0 : t < 0.8 ? 1 : 2;
      const value = (qty, price, dep) => {
        const rcv = qty * price;
        return m === 0 ? rcv : m === 1 ? rcv * dep : rcv * 0.2;
      };
      let totalA = 0;
      let totalB = 0;
      const body = rows
        .map(([desc, unit, qa, qb, price, dep], i) => {
          const show = seg(t, 0.04 + i * 0.03, 0.09 + i * 0.03);
          const a = value(qa, price, dep);
          const b = value(qb, price, dep);
          totalA += a * show;
          totalB += b * show;
          const diff = a - b;
          return `<tr style="opacity:${show}">
            <td>${desc}</td><td class="n">${qa} ${unit}</td><td class="n">${qb} ${unit}</td>
            <td class="n">${money(a)}</td><td class="n">${money(b)}</td>
            <td class="n ${diff > 0 ? 'up' : ''}" style="font-weight:600">${diff > 0 ? '+' + money(diff) : '—'}</td>
            <td>${qb === 0 ? '<span class="chip t-report">Omitted</span>' : qa !== qb ? '<span class="chip t-photo">Quantity</span>' : ''}</td>
          </tr>`;
        })
        .join('');
      const chips = ['All', 'RCV', 'ACV', 'Depreciation', 'O&P']
        .map((c) => `<span class="chip ${c === measures[m] ? 'on' : ''}">${c}</span>`)
        .join('');
      const flash = seg(t, 0.55, 0.6) * (1 - seg(t, 0.6, 0.66)) + seg(t, 0.8, 0.85) * (1 - seg(t, 0.85, 0.91));
      const content = `
        <div style="display:flex;gap:12px;align-items:center;margin-bottom:14px">
          <div class="card" style="padding:10px 14px"><small>Estimate A</small><b>Contractor estimate v2</b></div>
          <div class="card" style="padding:10px 14px"><small>Estimate B</small><b>Carrier estimate v1</b></div>
          <div style="margin-left:auto;display:flex;gap:6px">${chips}</div>
        </div>
        <div class="card" style="padding:4px 6px">
          <table>
            <thead><tr><th>Line item</th><th class="n">Qty A</th><th class="n">Qty B</th><th class="n">${measures[m]} A</th><th class="n">${measures[m]} B</th><th class="n">Difference</th><th>Flag</th></tr></thead>
            <tbody>${body}</tbody>
          </table>
        </div>
        <div style="display:flex;gap:14px;margin-top:14px">
          <div class="card" style="padding:12px 16px;flex:1"><small>${measures[m]} – estimate A</small><b style="font-size:20px">${money(totalA)}</b></div>
          <div class="card" style="padding:12px 16px;flex:1"><small>${measures[m]} – estimate B</small><b style="font-size:20px">${money(totalB)}</b></div>
          <div class="card" style="padding:12px 16px;flex:1;background:${flash > 0.1 ? '#EEF4FF' : '#fff'}"><small>Difference in ${measures[m]}</small><b class="up" style="font-size:20px">+${money(totalA - totalB)}</b></div>
          <div class="card" style="padding:12px 16px;flex:1"><small>Lines compared</small><b style="font-size:20px">${Math.round(116 * lin(t, 0.04, 0.35))} of 116</b></div>
        </div>`;
      return shell({ active: 'estimate', title: 'Estimate comparison report', actions: '<span class="btn">Export CSV</span><span class="btn primary">Export PDF</span>', body: content });
    },
  };
})();
