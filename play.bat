@echo off
rem Windows: double-click to install what the game needs into .venv and start it. The
rem packages are installed only when requirements.txt has changed since the last install
rem (the hash of the installed requirements.txt is kept in .venv\requirements.sha256).
cd /d "%~dp0"
if not exist .venv\Scripts\python.exe py -3 -m venv .venv
set "STAMP=.venv\requirements.sha256"
set "WANT="
for /f "usebackq delims=" %%h in (`.venv\Scripts\python.exe -c "import hashlib; print(hashlib.sha256(open('requirements.txt', 'rb').read()).hexdigest())"`) do set "WANT=%%h"
set "HAVE="
if exist "%STAMP%" set /p HAVE=<"%STAMP%"
if not "%HAVE%"=="%WANT%" (
    .venv\Scripts\python.exe -m pip install --quiet --disable-pip-version-check -r requirements.txt || (pause & exit /b 1)
    > "%STAMP%" echo %WANT%
)
start "" .venv\Scripts\pythonw.exe main.py %*
