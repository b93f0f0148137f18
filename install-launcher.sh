#!/usr/bin/env bash
# Linux: add Tabletop Five to the applications menu (and the desktop, if there is one)
# with this folder's absolute path and the icon. Run once; run again after moving the folder.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
apps="${XDG_DATA_HOME:-$HOME/.local/share}/applications"
mkdir -p "$apps"
entry="$apps/tabletop-five.desktop"
cat > "$entry" <<DESKTOP
[Desktop Entry]
Type=Application
Name=Tabletop Five
Comment=Five board games for one table and one mouse
Exec="$here/play.sh"
Path=$here
Icon=$here/sprites/assets/icon.png
Terminal=false
Categories=Game;BoardGame;
DESKTOP
chmod +x "$entry"
desktop="$(xdg-user-dir DESKTOP 2>/dev/null || echo "$HOME/Desktop")"
if [ -d "$desktop" ]; then cp "$entry" "$desktop/" && chmod +x "$desktop/tabletop-five.desktop"; fi
echo "Installed $entry"
