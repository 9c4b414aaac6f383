// The header's script (src/lib/header-menus.ts): inlined into every page right after the header, it runs as soon as
// the header is parsed, without React, and stays in place through hydration and every navigation in the app.
import { headerMenus, menuId } from '~/lib/header-menus';

const header = document.getElementById(menuId)?.closest('header');
if (header) headerMenus(header);
