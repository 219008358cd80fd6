/* Policy Analyzer: the policy dashboard, a still screen for the product page's dashboard explanation. */
(() => {
  const { icon, shell } = window.kit;
  const tiles = [
    ['Coverage A – Dwelling', '$425,000', 'Declarations p. 3'],
    ['Hurricane deductible', '2% · $8,500', 'Declarations p. 3'],
    ['All other perils', '$2,500', 'Declarations p. 3'],
    ['Endorsements', '4 forms', 'pp. 22–31'],
  ];
  const changes = [
    ['Hurricane deductible', '1% of Coverage A', '2% of Coverage A', 'Declarations p. 3'],
    ['Roof surfacing', 'Replacement cost', 'Actual cash value (HO 04 93)', 'p. 24'],
    ['Water backup', 'Not covered', '$10,000 sublimit (HO 04 95)', 'p. 27'],
    ['Ordinance or law', '10% of Coverage A', '25% of Coverage A', 'p. 29'],
  ];
  const log = [
    ['J. Rivera', 'opened the policy', 'Today 10:42'],
    ['M. Chen', 'exported a redacted copy', 'Today 09:15'],
    ['Eureka', 'cited p. 6 § B.4 in an answer', 'Yesterday 16:03'],
    ['A. Patel', 'compared 2023–24 with 2024–25', 'Yesterday 11:27'],
  ];
  window.scenes['policy-dashboard'] = {
    still: true,
    duration: 0,
    poster: 1,
    render() {
      const top = tiles
        .map(
          ([label, value, cite]) =>
            `<div class="card" style="padding:14px 16px"><small>${label}</small><div style="font-size:22px;font-weight:700;color:#081226;margin:6px 0 8px">${value}</div><span class="cite">${cite}</span></div>`,
        )
        .join('');
      const rows = changes
        .map(
          ([item, before, after, cite]) =>
            `<tr><td><b>${item}</b></td><td class="muted">${before}</td><td><b style="color:#8A5A00">${after}</b></td><td><span class="cite">${cite}</span></td></tr>`,
        )
        .join('');
      const entries = log
        .map(
          ([who, what, when]) =>
            `<div style="display:flex;gap:10px;align-items:flex-start;padding:9px 0;border-bottom:1px solid #F0F3F8"><span style="color:#3C66EE;margin-top:1px">${icon('policy', 16)}</span><div style="flex:1"><b style="font-size:13px">${who}</b> <span style="font-size:13px">${what}</span><small>${when}</small></div></div>`,
        )
        .join('');
      const body = `
        <div class="grid" style="grid-template-columns:repeat(4,1fr)">${top}</div>
        <div style="display:grid;grid-template-columns:minmax(0,1fr) 330px;gap:16px;margin-top:16px">
          <div class="card" style="padding:14px 16px">
            <div style="display:flex;align-items:center;gap:8px;margin-bottom:8px"><span class="chip">Coverage summary</span><span class="chip on">Compare versions</span><span class="chip">Redact PII</span><small style="margin-left:auto">HO-3 2023–24 → 2024–25 · 4 changes</small></div>
            <table><thead><tr><th>Provision</th><th>2023–24</th><th>2024–25</th><th>Source</th></tr></thead><tbody>${rows}</tbody></table>
            <div style="display:flex;gap:10px;margin-top:14px;align-items:center"><span class="chip t-estimate">${icon('check', 14)} 14 personal details redacted</span><span class="chip t-policy">Shared copy: redacted</span></div>
          </div>
          <div class="card" style="padding:14px 16px"><b style="display:block;margin-bottom:4px">Access log</b>${entries}</div>
        </div>`;
      return shell({
        active: 'policy',
        title: 'Policy dashboard',
        actions: `<span class="btn">${icon('policy', 16)} Access log</span><span class="btn primary">Export summary</span>`,
        body,
      });
    },
  };
})();
