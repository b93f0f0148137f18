@echo off
rem Windows: double-click to install what the game needs into .venv and start it.
cd /d "%~dp0"
if not exist .venv\Scripts\python.exe py -3 -m venv .venv
.venv\Scripts\python.exe -m pip install --quiet --disable-pip-version-check -r requirements.txt
start "" .venv\Scripts\pythonw.exe main.py %*
