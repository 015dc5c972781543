/// The HTML audit's style and script: no network, no library. The script sorts the views
/// table, opens a row on a click, filters by folder and rule, and draws the view graph
/// from the page's JSON (`HTMLAuditSections.graphData`) as SVG with search, zoom and a
/// panel; when done it writes what it drew into `#graph-summary` (for tests and tools) and
/// sets `data-ready` on the body.
enum HTMLAuditScript {
    static let style = """
    body{font:14px -apple-system,system-ui,sans-serif;margin:16px auto;padding:0 16px;color:#222;max-width:1368px}
    h1{font-size:1.6em}h2{margin-top:1.4em}
    .histogram{display:flex;align-items:flex-end;gap:16px;height:210px}
    .column{display:flex;flex-direction:column;align-items:center;justify-content:flex-end;width:64px}
    .bar{width:48px;background:#4a7bd0;border-radius:3px 3px 0 0}.count{font-weight:600}.label{color:#666}
    #fix-first{background:#fff6f0;border:1px solid #f0c8b0;border-radius:6px;padding:4px 16px 8px}
    #fix-first ol>li{margin:6px 0}#fix-first ul{margin:2px 0;padding-left:18px;color:#444}
    .cost{font-weight:600;color:#b3261e}.score,.loc{color:#666}.loc{font-family:monospace;font-size:12px}
    .legend{color:#444}.red{color:#d0021b;font-weight:600}
    #graph-controls{margin:6px 0}#graph-controls input[type=search]{width:260px;padding:3px 6px}
    #graph-controls button{min-width:30px;margin-left:2px}
    #graph-layout{display:flex;gap:10px;height:560px}
    #graph{flex:1;min-width:0;border:1px solid #ccc;border-radius:4px;background:#fbfbfb;cursor:grab}
    #graph-panel{width:340px;overflow:auto;border:1px solid #ddd;border-radius:4px;padding:6px 10px;font-size:13px}
    #graph-panel pre{white-space:pre-wrap;font-size:11px}
    .node rect{fill:#e8f0fe;stroke:#4a7bd0;stroke-width:1.2}.node.costly rect{fill:#fde7e3;stroke:#d0021b}
    .node.equatable rect{fill:#e6f4ea;stroke:#2e7d32}.node text{font-size:12px;fill:#111;pointer-events:none}
    .node .sub{font-size:10px;fill:#555}.node.hit rect{stroke:#f5a623;stroke-width:3}.node.dim{opacity:.25}
    .node.selected rect{stroke:#000;stroke-width:2.5}.node{cursor:pointer}
    .edge{fill:none;stroke:#9aa0a6;stroke-width:1.2}.edge.spreads{stroke:#d0021b;stroke-width:2}
    .edge.cut{stroke-dasharray:5 4}.edge.stopped{stroke:#2e7d32;stroke-dasharray:2 3}
    .edge-label{font-size:11px;fill:#d0021b;font-weight:600;paint-order:stroke;stroke:#fbfbfb;stroke-width:3px}.edge-label.times{fill:#333}
    #filters{margin:8px 0}#filters select{max-width:420px}
    table{border-collapse:collapse;width:100%;table-layout:fixed}
    th,td{border-bottom:1px solid #ddd;padding:4px 8px;text-align:left;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
    col.c-cost{width:150px}col.c-score{width:70px}col.c-view{width:30%}
    th{cursor:pointer;background:#f4f4f4;user-select:none}th.sorted-desc::after{content:" ▼"}th.sorted-asc::after{content:" ▲"}
    tbody.view tr.row{cursor:pointer}tbody.view tr.row:hover{background:#f7f9fc}
    tbody.view.over tr.row td:nth-child(2){color:#b00020;font-weight:600}
    tr.detail{display:none}tbody.open tr.detail{display:table-row}tr.detail td{white-space:normal;background:#fafafa}
    .view-findings{margin:4px 0;padding-left:18px}.explain{font-size:12px}
    .finding{border-left:4px solid #e0a000;padding:2px 12px;margin:12px 0;background:#fffaf0}
    .finding.error{border-color:#b00020;background:#fff3f4}.finding h3{font-size:1em;margin:6px 0;overflow-wrap:anywhere}
    .rule{font-weight:normal;color:#666;font-family:monospace}.hidden{display:none}
    pre{background:#f6f8fa;padding:8px;overflow-x:auto}pre .hit{background:#ffe9a8;display:inline-block;min-width:100%}
    """

    static let script = #"""
    (function(){
    var table=document.getElementById('views'),headers=table.tHead.rows[0].cells;
    function cellKey(group,index,kind){var cell=group.rows[0].cells[index];
    if(kind==='cost')return cell.getAttribute('data-sort')||'';return cell.textContent;}
    function sort(index,descending){
    var kind=headers[index].getAttribute('data-kind'),groups=Array.prototype.slice.call(table.tBodies);
    function number(text){var n=Number(text);return isNaN(n)?-1:n;}
    groups.sort(function(a,b){var x=cellKey(a,index,kind),y=cellKey(b,index,kind);
    var order=kind==='number'?number(x)-number(y):(x<y?-1:x>y?1:0);return descending?-order:order;});
    groups.forEach(function(group){table.appendChild(group);});
    for(var i=0;i<headers.length;i++){headers[i].className='';}
    headers[index].className=descending?'sorted-desc':'sorted-asc';}
    for(var i=0;i<headers.length;i++){(function(index){headers[index].addEventListener('click',function(){
    sort(index,headers[index].className!=='sorted-desc');});})(i);}
    Array.prototype.forEach.call(table.tBodies,function(group){group.rows[0].addEventListener('click',function(){
    group.classList.toggle('open');});});
    var folder=document.getElementById('folder-filter'),rule=document.getElementById('rule-filter');
    function filter(){var f=folder.value,r=rule.value;
    Array.prototype.forEach.call(table.tBodies,function(group){
    var inFolder=!f||group.getAttribute('data-folder')===f||group.getAttribute('data-folder').indexOf(f+'/')===0;
    var hasRule=!r||(' '+group.getAttribute('data-rules')+' ').indexOf(' '+r+' ')>=0;
    group.classList.toggle('hidden',!(inFolder&&hasRule));});
    Array.prototype.forEach.call(document.querySelectorAll('section.finding'),function(section){
    var inFolder=!f||section.getAttribute('data-folder')===f||section.getAttribute('data-folder').indexOf(f+'/')===0;
    section.classList.toggle('hidden',!(inFolder&&(!r||section.getAttribute('data-rule')===r)));});}
    if(folder){folder.addEventListener('change',filter);rule.addEventListener('change',filter);}
    var dataElement=document.getElementById('graph-data');
    if(dataElement){drawGraph(JSON.parse(dataElement.textContent));}
    sort(dataElement?0:1,true);document.body.setAttribute('data-ready','true');

    function drawGraph(data){
    var svg=document.getElementById('graph'),panel=document.getElementById('graph-panel'),NS='http://www.w3.org/2000/svg';
    var scope=document.getElementById('graph-scope'),search=document.getElementById('graph-search');
    var view={x:0,y:0,w:1000,h:560},layout=null,selected=-1;
    function el(name,attributes,parent){var e=document.createElementNS(NS,name);
    for(var key in attributes){e.setAttribute(key,attributes[key]);}if(parent){parent.appendChild(e);}return e;}
    function setView(){svg.setAttribute('viewBox',view.x+' '+view.y+' '+view.w+' '+view.h);}
    function compute(){
    var n=data.nodes.length,touched=[],made=[],i;for(i=0;i<n;i++){touched.push(false);made.push(false);}
    data.edges.forEach(function(e){touched[e.from]=true;touched[e.to]=true;if(e.because){made[e.from]=true;made[e.to]=true;}});
    var shown=[];for(i=0;i<n;i++){shown.push(scope.value==='all'||(scope.value==='edges'?touched[i]:made[i]));}
    var indegree=[],children=[],parents=[];for(i=0;i<n;i++){indegree.push(0);children.push([]);parents.push([]);}
    data.edges.forEach(function(e){if(e.cut||!shown[e.from]||!shown[e.to])return;
    children[e.from].push(e.to);parents[e.to].push(e.from);indegree[e.to]++;});
    var layer=[],queue=[];for(i=0;i<n;i++){layer.push(0);if(indegree[i]===0)queue.push(i);}
    for(var head=0;head<queue.length;head++){var v=queue[head];children[v].forEach(function(c){
    layer[c]=Math.max(layer[c],layer[v]+1);if(--indegree[c]===0)queue.push(c);});}
    var layers=[];for(i=0;i<n;i++){if(!shown[i])continue;while(layers.length<=layer[i])layers.push([]);layers[layer[i]].push(i);}
    var order={};layers.forEach(function(nodes,depth){
    if(depth>0){nodes.forEach(function(v){var sum=0;parents[v].forEach(function(p){sum+=order[p]||0;});
    order[v]=parents[v].length?sum/parents[v].length:1e9;});
    nodes.sort(function(a,b){return order[a]-order[b]||a-b;});}
    else{nodes.sort(function(a,b){return data.nodes[b].costKey<data.nodes[a].costKey?-1:1;});}
    nodes.forEach(function(v,index){order[v]=index;});});
    // A long layer wraps into several columns of ROWS boxes, so the drawing stays wide rather than tall.
    var ROWS=14,boxes={},maxY=0,x=30;layers.forEach(function(nodes){var y=20,column=0;nodes.forEach(function(v,index){
    if(index>0&&index%ROWS===0){column++;y=20;}
    var score=data.nodes[v].score||0,h=34+Math.min(40,Math.sqrt(score)*5),w=150+Math.min(60,score*2);
    boxes[v]={x:x+column*240,y:y,w:w,h:h};y+=h+22;maxY=Math.max(maxY,y);});
    x+=(column+1)*240+50;});
    return {boxes:boxes,width:x,height:maxY+20,shown:shown};}
    // `legible`: no smaller than names can be read; the rest is a pan or a zoom away.
    function fit(legible){if(!layout)return;var r=svg.getBoundingClientRect(),aspect=(r.height||560)/(r.width||1000);
    view.w=Math.max(layout.width,400);view.h=view.w*aspect;if(view.h<layout.height){view.h=layout.height;view.w=view.h/aspect;}
    if(legible===true&&view.w>1.6*(r.width||1000)){view.w=1.6*(r.width||1000);view.h=view.w*aspect;}
    view.x=0;view.y=0;setView();}
    function render(){
    while(svg.firstChild){svg.removeChild(svg.firstChild);}
    layout=compute();var boxes=layout.boxes;
    var defs=el('defs',{},svg);var marker=el('marker',{id:'arrow',viewBox:'0 0 10 10',refX:'10',refY:'5',markerWidth:'7',markerHeight:'7',orient:'auto'},defs);
    el('path',{d:'M0,0L10,5L0,10z',fill:'#777'},marker);
    var redMarker=el('marker',{id:'arrow-red',viewBox:'0 0 10 10',refX:'10',refY:'5',markerWidth:'7',markerHeight:'7',orient:'auto'},defs);
    el('path',{d:'M0,0L10,5L0,10z',fill:'#d0021b'},redMarker);
    // Labels above the boxes, so that no box hides which property an edge is red for.
    var edgeLayer=el('g',{'class':'edges'},svg),nodeLayer=el('g',{'class':'nodes'},svg),labelLayer=el('g',{'class':'labels'},svg);
    var red=[],perElement=0,drawnEdges=0;
    data.edges.forEach(function(e){var a=boxes[e.from],b=boxes[e.to];if(!a||!b)return;drawnEdges++;
    var x1=a.x+a.w,y1=a.y+a.h/2,x2=b.x,y2=b.y+b.h/2,d;
    if(e.from===e.to){d='M'+(a.x+a.w-20)+','+a.y+' C'+(a.x+a.w+30)+','+(a.y-40)+' '+(a.x+a.w+40)+','+(a.y+20)+' '+(a.x+a.w)+','+(a.y+a.h/2);}
    else if(x2<=x1){x1=a.x+a.w/2;y1=a.y+a.h;x2=b.x+b.w/2;y2=b.y;d='M'+x1+','+y1+' C'+(x1+60)+','+(y1+60)+' '+(x2+60)+','+(y2-60)+' '+x2+','+y2;}
    else{var mx=(x1+x2)/2;d='M'+x1+','+y1+' C'+mx+','+y1+' '+mx+','+y2+' '+x2+','+y2;}
    var cls='edge'+(e.spreads?' spreads':'')+(e.cut?' cut':'')+(e.stopped?' stopped':'');
    var path=el('path',{d:d,'class':cls,'marker-end':e.spreads?'url(#arrow-red)':'url(#arrow)'},edgeLayer);
    var tip=el('title',{},path);tip.textContent=data.nodes[e.from].name+' → '+data.nodes[e.to].name+(e.because?': '+e.because:'')+' ('+e.at+')';
    var lx=(x1+x2)/2,ly=(y1+y2)/2-4;if(e.from===e.to){lx=a.x+a.w+36;ly=a.y-4;}
    if(e.spreads&&e.label){red.push([data.nodes[e.from].name,data.nodes[e.to].name,e.label]);
    var t=el('text',{x:lx,y:ly,'class':'edge-label','text-anchor':'middle'},labelLayer);t.textContent=e.label;ly+=13;}
    else if(e.spreads){red.push([data.nodes[e.from].name,data.nodes[e.to].name,'']);}
    if(e.depth>0){perElement++;var m=el('text',{x:lx,y:ly,'class':'edge-label times','text-anchor':'middle'},labelLayer);
    m.textContent=e.depth===1?'×N':'×N^'+e.depth;}});
    var drawn=[],spreading={};red.forEach(function(r){spreading[r[0]]=true;});
    data.nodes.forEach(function(node,id){var b=boxes[id];if(!b)return;drawn.push(node.name);
    var cls='node'+(node.equatable?' equatable':'')+(spreading[node.name]?' costly':'');
    var g=el('g',{'class':cls,transform:'translate('+b.x+','+b.y+')','data-id':id},nodeLayer);
    el('rect',{width:b.w,height:b.h,rx:5},g);
    var name=node.name.length>24?node.name.slice(0,23)+'…':node.name;
    var t=el('text',{x:8,y:16},g);t.textContent=name;
    var s=el('text',{x:8,y:30,'class':'sub'},g);s.textContent='score '+(node.score===null?'–':node.score)+' · re-run '+node.cost;
    var tip=el('title',{},g);tip.textContent=node.name+' — '+node.file+':'+node.line;
    g.addEventListener('click',function(event){event.stopPropagation();select(id);});});
    document.getElementById('graph-summary').textContent=JSON.stringify({nodes:drawn,redEdges:red,edges:drawnEdges,perElementEdges:perElement});
    applySearch();if(selected>=0)highlight(selected);}
    function highlight(id){Array.prototype.forEach.call(svg.querySelectorAll('.node'),function(g){
    g.classList.toggle('selected',Number(g.getAttribute('data-id'))===id);});}
    function select(id){selected=id;highlight(id);var node=data.nodes[id];
    var html='<h3>'+escape(node.name)+'</h3><p class="loc">'+escape(node.file+':'+node.line)+'</p>'
    +'<p>score '+(node.score===null?'–':node.score)+' · re-run <span class="cost">'+escape(node.cost)+'</span>'+(node.equatable?' · Equatable':'')+(node.cycle?' · in a cycle (cut)':'')+'</p>';
    var out=data.edges.filter(function(e){return e.from===id&&e.spreads;}),into=data.edges.filter(function(e){return e.to===id&&e.because;});
    if(out.length){html+='<p><b>Spreads to</b></p><ul>'+out.map(function(e){return '<li>'+escape(data.nodes[e.to].name)+(e.depth?' ×N':'')+': '+escape(e.because)+'</li>';}).join('')+'</ul>';}
    if(into.length){html+='<p><b>Made unequal by</b></p><ul>'+into.map(function(e){return '<li>'+escape(data.nodes[e.from].name)+': '+escape(e.because)+(e.stopped?' (stopped: Equatable)':'')+'</li>';}).join('')+'</ul>';}
    html+='<p><b>Findings</b></p>';
    if(node.findings.length){html+='<ul>'+node.findings.map(function(i){var f=data.findings[i];
    return '<li><span class="rule">'+escape(f.rule)+'</span> '+escape(f.message)+(f.cost!==null?' <span class="cost">re-run cost '+escape(f.cost)+'</span>':'')+'</li>';}).join('')+'</ul>';}
    else{html+='<p>none</p>';}
    if(node.explain){html+='<p><b>Explain</b></p><pre>'+escape(node.explain)+'</pre>';}
    panel.innerHTML=html;}
    function escape(text){return String(text).replace(/&/g,'&amp;').replace(/</g,'&lt;').replace(/>/g,'&gt;').replace(/"/g,'&quot;');}
    function applySearch(){var q=search.value.toLowerCase(),first=null;
    Array.prototype.forEach.call(svg.querySelectorAll('.node'),function(g){var id=Number(g.getAttribute('data-id'));
    var match=q!==''&&data.nodes[id].name.toLowerCase().indexOf(q)>=0;g.classList.toggle('hit',match);g.classList.toggle('dim',q!==''&&!match);
    if(match&&first===null)first=id;});
    if(first!==null&&layout.boxes[first]){var b=layout.boxes[first];view.x=b.x+b.w/2-view.w/2;view.y=b.y+b.h/2-view.h/2;setView();}}
    function zoom(factor,cx,cy){if(cx===undefined){cx=view.x+view.w/2;cy=view.y+view.h/2;}
    view.x=cx-(cx-view.x)*factor;view.y=cy-(cy-view.y)*factor;view.w*=factor;view.h*=factor;setView();}
    document.getElementById('zoom-in').addEventListener('click',function(){zoom(0.8);});
    document.getElementById('zoom-out').addEventListener('click',function(){zoom(1.25);});
    document.getElementById('zoom-fit').addEventListener('click',function(){fit(false);});
    svg.addEventListener('wheel',function(event){event.preventDefault();var r=svg.getBoundingClientRect();
    var cx=view.x+(event.clientX-r.left)/r.width*view.w,cy=view.y+(event.clientY-r.top)/r.height*view.h;
    zoom(event.deltaY<0?0.9:1.1,cx,cy);},{passive:false});
    var drag=null;svg.addEventListener('mousedown',function(event){drag={x:event.clientX,y:event.clientY,vx:view.x,vy:view.y};});
    window.addEventListener('mousemove',function(event){if(!drag)return;var r=svg.getBoundingClientRect();
    view.x=drag.vx-(event.clientX-drag.x)/r.width*view.w;view.y=drag.vy-(event.clientY-drag.y)/r.height*view.h;setView();});
    window.addEventListener('mouseup',function(){drag=null;});
    search.addEventListener('input',applySearch);scope.addEventListener('change',function(){render();fit(true);});
    Array.prototype.forEach.call(document.querySelectorAll('.view-link'),function(link){link.addEventListener('click',function(event){
    event.preventDefault();var id=Number(link.getAttribute('data-node'));select(id);
    var b=layout.boxes[id];if(b){view.x=b.x+b.w/2-view.w/2;view.y=b.y+b.h/2-view.h/2;setView();}
    document.getElementById('graph-section').scrollIntoView();});});
    render();fit(true);
    // `report.html#view=Name` opens with that view selected, as a click would.
    var wanted=decodeURIComponent((location.hash||'').replace(/^#view=/,''));
    if(wanted&&location.hash.indexOf('#view=')===0){data.nodes.forEach(function(node,id){if(node.name===wanted&&selected<0)select(id);});}}
    })();
    """#
}
