/* Delta Mate: one claim's files in a workspace; a search filters them and the assistant sums up. */
(() => {
  const { seg, lin, typed, icon, shell } = window.kit;
  const files = [
    ['policy', 'HO-3 policy 2024–25.pdf', '42 pages', false],
    ['estimate', 'Contractor estimate v2.pdf', '116 line items', true],
    ['photo', 'East slope – hail hits.jpg', 'Mar 6, 2025', true],
    ['report', 'Carrier inspection report.pdf', '9 pages', true],
    ['photo', 'Living room ceiling stain.jpg', 'Mar 6, 2025', false],
    ['estimate', 'Carrier estimate v1.esx', '84 line items', true],
    ['policy', 'Hurricane endorsement.pdf', '3 pages', false],
    ['photo', 'East slope – soft metals.jpg', 'Mar 6, 2025', true],
    ['report', 'Moisture map.pdf', '2 pages', false],
    ['photo', 'Gutter dents – front.jpg', 'Mar 6, 2025', false],
    ['report', 'Engineer letter.pdf', '4 pages', false],
    ['estimate', 'Interior mitigation.csv', '22 line items', false],
  ];
  const kind = { policy: 'Policy', estimate: 'Estimate', photo: 'Photo', report: 'Report' };
  const thumbs = {
    policy: 'linear-gradient(135deg,#EEF4FF,#DCE7FE)',
    estimate: 'linear-gradient(135deg,#ECFDF3,#D1F5E1)',
    photo: 'linear-gradient(135deg,#6E85A8,#2A3D5C)',
    report: 'linear-gradient(135deg,#F3EEFF,#E4DAFE)',
  };
  window.scenes.workspace = {
    duration: 8,
    poster: 0.72,
    render(t) {
      const query = typed('hail damage east slope', lin(t, 0.08, 0.36));
      const filtered = seg(t, 0.4, 0.5);
      const answer = lin(t, 0.55, 0.85);
      const pressed = t > 0.88 && t < 0.93;
      const cards = files
        .map(([type, name, detail, hit]) => {
          const dim = hit ? 1 : 1 - 0.72 * filtered;
          const ring = hit && filtered > 0.5 ? 'box-shadow:0 0 0 2px #3C66EE;' : '';
          return `<div class="card" style="padding:10px;opacity:${dim.toFixed(2)};${ring}">
            <div style="height:74px;border-radius:9px;background:${thumbs[type]};display:grid;place-items:center;color:${type === 'photo' ? '#fff' : '#3A4F70'}">${icon(type === 'policy' ? 'policy' : type === 'photo' ? 'photo' : type === 'report' ? 'report' : 'estimate', 26)}</div>
            <div style="margin-top:9px;font-weight:600;font-size:12.5px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">${name}</div>
            <div style="display:flex;justify-content:space-between;align-items:center;margin-top:6px"><span class="chip t-${type}">${kind[type]}</span><small>${detail}</small></div>
          </div>`;
        })
        .join('');
      const chips = ['All files', 'Estimates', 'Photos', 'Reports', 'Policies']
        .map((c, i) => `<span class="chip ${(filtered > 0.5 ? i === 1 || i === 2 : i === 0) ? 'on' : ''}">${c}</span>`)
        .join('');
      const sentence =
        'Five files mention hail damage on the east slope: both estimates, the inspection report and two photos. The carrier estimate omits 6 squares of shingle replacement on that slope.';
      const body = `
        <div style="display:grid;grid-template-columns:minmax(0,1fr) 290px;gap:18px;height:100%">
          <div>
            <div style="display:flex;gap:10px;align-items:center">
              <div class="card" style="flex:1;display:flex;align-items:center;gap:9px;padding:9px 14px;color:#4D6488">${icon('search')}<span style="color:#1A2B47">${query}</span><span style="width:1.5px;height:16px;background:#2A4DD9;opacity:${t < 0.4 && Math.floor(t * 40) % 2 ? 1 : 0}"></span>${query ? '' : '<span class="muted">Search this claim</span>'}</div>
            </div>
            <div style="display:flex;gap:8px;margin:14px 0">${chips}<span class="muted" style="margin-left:auto;font-size:12px">${filtered > 0.5 ? '5 of 12 files' : '12 files'}</span></div>
            <div class="grid" style="grid-template-columns:repeat(4,1fr)">${cards}</div>
          </div>
          <div class="card" style="padding:16px;display:flex;flex-direction:column;gap:12px">
            <div style="display:flex;align-items:center;gap:8px;font-weight:700;color:#081226">${icon('spark')} Claim assistant</div>
            <div style="background:#F4F7FB;border-radius:12px;padding:12px;font-size:13px;line-height:1.55;min-height:150px">${answer > 0 ? typed(sentence, answer) : '<span class="muted">Ask anything about this claim, or search to filter its files.</span>'}</div>
            <div style="display:flex;gap:6px;flex-wrap:wrap;opacity:${seg(t, 0.84, 0.9)}"><span class="cite">Estimate v2 · line 37</span><span class="cite">Inspection p. 4</span><span class="cite">Photo 14</span></div>
          </div>
        </div>`;
      return shell({
        active: 'files',
        title: 'Delta Mate workspace',
        actions: `<span class="btn">${icon('upload', 16)} Upload</span><span class="btn primary ${pressed ? 'pressed' : ''}">Export PDF</span>`,
        body,
      });
    },
  };
})();
