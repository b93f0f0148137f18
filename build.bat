@echo off
rem Windows: build the double-clickable Tabletop Five with PyInstaller. Installs the
rem pinned requirements-build.txt into .venv (made if missing), then builds
rem tabletop-five.spec into "dist\Tabletop Five\" (start "Tabletop Five.exe" there).
rem build\ holds PyInstaller's work files; neither is in git.
cd /d "%~dp0"
if not exist .venv\Scripts\python.exe py -3 -m venv .venv || (pause & exit /b 1)
.venv\Scripts\python.exe -m pip install --quiet --disable-pip-version-check -r requirements-build.txt || (pause & exit /b 1)
.venv\Scripts\python.exe -m PyInstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build tabletop-five.spec || (pause & exit /b 1)
echo Built "dist\Tabletop Five\Tabletop Five.exe"
