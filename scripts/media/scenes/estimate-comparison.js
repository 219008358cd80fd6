/* Estimate Analyzer: two estimates compared line by line; filters switch the compared measure. */
(() => {
  const { seg, lin, shell, money } = window.kit;
  // The same items, quantities and amounts as the sample estimate of the Estimate Analyzer page
  // (scripts/data/sample-estimate.mjs): [description, unit, qty A, qty B, [RCV, depreciation, O&P] in A, … in B, flag].
  const rows = [
    ['Remove & replace laminated comp. shingles', 'SQ', 32.67, 26, [13007.64, 3251.91, 2167.94], [9628.93, 3610.85, 1604.82], 'Quantity'],
    ['Ice & water barrier', 'SF', 540, 0, [1471.97, 367.99, 245.33], [0, 0, 0], 'Omitted'],
    ['Drip edge – aluminum', 'LF', 212, 212, [903.54, 188.24, 150.59], [903.54, 301.18, 150.59], 'Depreciation'],
    ['Ridge cap – standard profile', 'LF', 96, 64, [940.33, 235.08, 156.72], [626.89, 235.08, 104.48], 'Quantity'],
    ['Step flashing', 'LF', 48, 0, [710.63, 148.05, 118.44], [0, 0, 0], 'Omitted'],
    ['Roof vent – turtle type – metal', 'EA', 6, 4, [513.91, 128.48, 85.65], [342.61, 85.65, 57.1], 'Quantity'],
    ['Gutter – aluminum – up to 5"', 'LF', 146, 146, [1748.04, 437.01, 291.34], [1748.04, 655.52, 291.34], 'Depreciation'],
    ['Drywall – ceiling patch & texture – hallway', 'SF', 96, 64, [484.6, 40.38, 80.77], [323.06, 26.92, 53.84], 'Quantity'],
    ['Paint ceiling – 2 coats – hallway & bedroom', 'SF', 412, 280, [633.84, 79.23, 105.64], [430.76, 53.85, 71.79], 'Quantity'],
    ['Content manipulation charge – per hour', 'HR', 4, 2, [220.8, 0, 36.8], [92, 0, 0], 'No O&P'],
  ];
  // Whole-estimate totals of each measure: A 116 lines, B 84 lines.
  const totals = { A: [56946.8, 8407.36, 8984.28], B: [32903.01, 7313.07, 5008.74] };
  const measures = ['RCV', 'Depreciation', 'O&P'];
  const tone = { Quantity: 't-photo', Omitted: 't-report', Depreciation: 't-estimate', 'No O&P': 't-policy' };
  const signed = (n) => (Math.abs(n) < 0.005 ? '—' : `${n > 0 ? '+' : '−'}${money(Math.abs(n))}`);
  window.scenes['estimate-comparison'] = {
    duration: 8,
    poster: 0.42,
    render(t) {
      const m = t < 0.55 ? 0 : t < 0.8 ? 1 : 2;
      const body = rows
        .map(([desc, unit, qa, qb, a, b, flag], i) => {
          const show = seg(t, 0.04 + i * 0.03, 0.09 + i * 0.03);
          const diff = a[m] - b[m];
          return `<tr style="opacity:${show}">
            <td>${desc}</td><td class="n">${qa} ${unit}</td><td class="n">${qb} ${unit}</td>
            <td class="n">${money(a[m])}</td><td class="n">${money(b[m])}</td>
            <td class="n ${diff > 0 ? 'up' : ''}" style="font-weight:600">${signed(diff)}</td>
            <td><span class="chip ${tone[flag]}">${flag}</span></td>
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
          <div class="card" style="padding:12px 16px;flex:1"><small>${measures[m]} – estimate A</small><b style="font-size:20px">${money(totals.A[m])}</b></div>
          <div class="card" style="padding:12px 16px;flex:1"><small>${measures[m]} – estimate B</small><b style="font-size:20px">${money(totals.B[m])}</b></div>
          <div class="card" style="padding:12px 16px;flex:1;background:${flash > 0.1 ? '#EEF4FF' : '#fff'}"><small>Difference in ${measures[m]}</small><b class="up" style="font-size:20px">${signed(totals.A[m] - totals.B[m])}</b></div>
          <div class="card" style="padding:12px 16px;flex:1"><small>Lines compared</small><b style="font-size:20px">${Math.round(116 * lin(t, 0.04, 0.35))} of 116</b></div>
        </div>`;
      return shell({
        active: 'estimate',
        title: 'Estimate comparison report',
        actions: '<span class="btn">Export CSV</span><span class="btn primary">Export PDF</span>',
        body: content,
      });
    },
  };
})();
