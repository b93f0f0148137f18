#!/usr/bin/env bash
# Linux: add Tabletop Five to the applications menu (and the desktop, if there is one)
# with this folder's absolute path and the icon. Run once; run again after moving the folder.
# In a checkout the entry starts ./play.sh; in the built folder (dist/Tabletop Five/, made
# by ./build.sh, which puts a copy of this script there) it starts the built executable.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
if [ -x "$here/Tabletop Five" ] && [ -d "$here/_internal" ]; then
    start="$here/Tabletop Five"
    icon="$here/_internal/sprites/assets/icon.png"
else
    start="$here/play.sh"
    icon="$here/sprites/assets/icon.png"
fi
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
entry="$apps/tabletop-five.desktop"
cat > "$entry" <<DESKTOP
[Desktop Entry]
Type=Application
Name=Tabletop Five
Comment=Five board games for one table and one mouse
Exec="$start"
Path=$here
Icon=$icon
Terminal=false
Categories=Game;BoardGame;
DESKTOP
chmod +x "$entry"
desktop="$(xdg-user-dir DESKTOP 2>/dev/null || echo "$HOME/Desktop")"
if [ -d "$desktop" ]; then cp "$entry" "$desktop/" && chmod +x "$desktop/tabletop-five.desktop"; fi
echo "Installed $entry"
