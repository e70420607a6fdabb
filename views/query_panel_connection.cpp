// SPDX-License-Identifier: GPL-2.0-or-later
#include "query_panel_connection.h"
#include "accessible_names.h"

#include "form_grid.h"

#include <QFormLayout>

#include "live/mcp_client.h"
#include "live/token_source.h"
#include "query_panel_section.h"
#include "token_command_setting.h"

#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

namespace {

QString authId(QueryPanelConnection::Auth auth)
{
    switch (auth) {
    case QueryPanelConnection::Auth::Command:
        return u"command"_s;
    case QueryPanelConnection::Auth::Environment:
        return u"environment"_s;
    case QueryPanelConnection::Auth::Stored:
        return u"keychain"_s;
    case QueryPanelConnection::Auth::None:
        break;
    }
    return u"none"_s;
}

// The extra header lines without any that carries a credential (mcplog::isSecretHeader()):
// what may be written to the settings. readSettings() refuses such lines anyway; this keeps a
// typed credential out of the file even when the lines are saved before being checked.
QString headersWithoutCredentials(const QString &text)
{
    QStringList kept;
    for (const QString &line : text.split(u'\n')) {
        const qsizetype colon = line.indexOf(u':');
        const QString name = (colon >= 0 ? line.left(colon) : line).trimmed();
        if (!name.isEmpty() && mcplog::isSecretHeader(name.toLatin1()))
            continue;
        kept << line;
    }
    return kept.join(u'\n');
}

} // namespace

QueryPanelConnection::QueryPanelConnection(
    const QString &settingsGroup, const QString &defaultEndpoint, Auth defaultAuth, QWidget *parent)
    : QWidget(parent)
    , m_group(settingsGroup)
    , m_defaultEndpoint(defaultEndpoint)
    , m_defaultAuth(defaultAuth)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_form = new FormGrid;
    layout->addLayout(m_form);

    m_endpoint = new QLineEdit(this);
    m_endpoint->setObjectName(u"endpoint"_s);
    m_endpointLabel = new QLabel(this);
    m_form->addRow(m_endpointLabel, m_endpoint);
    m_project = new QLineEdit(this);
    m_project->setObjectName(u"project"_s);
    m_projectLabel = new QLabel(this);
    m_form->addRow(m_projectLabel, m_project);

    m_auth = new QComboBox(this);
    m_auth->setObjectName(u"auth"_s);
    m_auth->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_auth->setMinimumContentsLength(12);
    for (int i = 0; i < 4; ++i)
        m_auth->addItem(QString(), i);
    m_authLabel = new QLabel(this);
    m_form->addRow(m_authLabel, m_auth);
    m_command = new QLineEdit(this);
    m_command->setObjectName(u"tokenCommand"_s);
    connect(TokenCommandSetting::instance(), &TokenCommandSetting::changed, m_command,
        [this](const QString &previous, const QString &current) {
            if (m_command->text().trimmed() == previous)
                m_command->setText(current);
        });
    m_commandLabel = new QLabel(this);
    m_form->addRow(m_commandLabel, m_command);
    m_pasteRow = new QWidget(this);
    auto *paste = new QHBoxLayout(m_pasteRow);
    paste->setContentsMargins(0, 0, 0, 0);
    m_paste = new QLineEdit(m_pasteRow);
    m_paste->setObjectName(u"pastedToken"_s);
    m_paste->setEchoMode(QLineEdit::Password);
    m_paste->setAttribute(Qt::WA_InputMethodEnabled, false);
    m_keep = new QPushButton(m_pasteRow);
    m_keep->setObjectName(u"keepToken"_s);
    m_forget = new QPushButton(m_pasteRow);
    m_forget->setObjectName(u"forgetToken"_s);
    paste->addWidget(m_paste, 1);
    paste->addWidget(m_keep);
    paste->addWidget(m_forget);
    m_pasteLabel = new QLabel(this);
    m_form->addRow(m_pasteLabel, m_pasteRow);
    m_storedState = new QLabel(this);
    m_storedState->setObjectName(u"storedTokenState"_s);
    m_storedState->setWordWrap(true);
    m_form->addRow(nullptr, m_storedState);

    m_advanced = new QueryPanelSection(this);
    m_advanced->setObjectName(u"advancedSection"_s);
    m_era = new QComboBox(m_advanced);
    m_era->setObjectName(u"era"_s);
    m_era->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_era->setMinimumContentsLength(12);
    for (const McpEra era : {McpEra::Auto, McpEra::Modern, McpEra::Legacy})
        m_era->addItem(QString(), mcpEraId(era));
    m_eraLabel = new QLabel(m_advanced);
    m_advanced->form()->addRow(m_eraLabel, m_era);
    m_timeout = new QSpinBox(m_advanced);
    m_timeout->setObjectName(u"timeout"_s);
    m_timeout->setRange(1, 3600);
    m_timeout->setValue(60);
    m_timeoutLabel = new QLabel(m_advanced);
    m_advanced->form()->addRow(m_timeoutLabel, m_timeout);
    m_headers = new QPlainTextEdit(m_advanced);
    m_headers->setObjectName(u"extraHeaders"_s);
    m_headers->setTabChangesFocus(true);
    m_headers->setFixedHeight(m_headers->fontMetrics().lineSpacing() * 3 + 12);
    m_headersLabel = new QLabel(m_advanced);
    m_advanced->form()->addRow(m_headersLabel, m_headers);
    layout->addWidget(m_advanced);

    connect(m_auth, &QComboBox::currentIndexChanged, this, &QueryPanelConnection::updateAuthRows);
    auto keep = [this] {
        const QString token = m_paste->text().trimmed();
        m_paste->clear();
        if (!token.isEmpty())
            Q_EMIT tokenEntered(token);
    };
    connect(m_keep, &QPushButton::clicked, this, keep);
    connect(m_paste, &QLineEdit::returnPressed, this, keep);
    connect(m_forget, &QPushButton::clicked, this, &QueryPanelConnection::forgetTokenRequested);
    connect(m_paste, &QLineEdit::textChanged, this,
        [this](const QString &text) { m_keep->setEnabled(!text.trimmed().isEmpty()); });
    m_keep->setEnabled(false);
    loadSettings();
    retranslate();
}

QWidget *QueryPanelConnection::endpointEdit() const
{
    return m_endpoint;
}

QueryPanelConnection::Auth QueryPanelConnection::auth() const
{
    return Auth(m_auth->currentData().toInt());
}

void QueryPanelConnection::setAuth(Auth auth)
{
    m_auth->setCurrentIndex(m_auth->findData(int(auth)));
}

QString QueryPanelConnection::endpoint() const
{
    return m_endpoint->text().trimmed();
}

void QueryPanelConnection::setEndpoint(const QString &endpoint)
{
    m_endpoint->setText(endpoint);
    m_endpoint->setCursorPosition(0);
}

void QueryPanelConnection::setProject(const QString &project)
{
    m_project->setText(project);
}

void QueryPanelConnection::setTokenCommand(const QString &command)
{
    m_command->setText(command);
}

void QueryPanelConnection::setHeadersText(const QString &headers)
{
    m_headers->setPlainText(headers);
}

void QueryPanelConnection::setEra(McpEra era)
{
    m_era->setCurrentIndex(m_era->findData(mcpEraId(era)));
}

void QueryPanelConnection::setTimeoutSeconds(int seconds)
{
    m_timeout->setValue(seconds);
}

void QueryPanelConnection::setStoredTokenState(const QString &text)
{
    m_storedState->setText(text);
    updateAuthRows();
}

QString QueryPanelConnection::secretKey() const
{
    return u"bearer-token/"_s + m_group;
}

bool QueryPanelConnection::readSettings(McpClientSettings *settings, QString *error) const
{
    settings->endpoint = QUrl(endpoint());
    McpError insecure;
    if (endpoint().isEmpty() || !McpClient::isAllowedEndpoint(settings->endpoint, &insecure)) {
        *error = endpoint().isEmpty()
            //: query panel: Send was pressed with an empty endpoint field
            ? tr("Enter the MCP endpoint URL.")
            : insecure.text();
        return false;
    }
    settings->era = mcpEraFromId(m_era->currentData().toString()).value_or(McpEra::Auto);
    settings->requestTimeoutMs = m_timeout->value() * 1000;
    settings->maxTotalMs = qMax(settings->maxTotalMs, settings->requestTimeoutMs);
    settings->userProject = m_project->text().trimmed();
    settings->extraHeaders.clear();
    static const QRegularExpression name(u"^[!#$%&'*+.^_`|~0-9A-Za-z-]+$"_s);
    const QStringList lines = m_headers->toPlainText().split(u'\n');
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(u':');
        const QString key = colon > 0 ? line.left(colon).trimmed() : QString();
        if (!name.match(key).hasMatch()) {
            //: query panel: an extra header line is not "Name: value"; %1 the line
            *error = tr("Each extra header needs the form \"Name: value\", not \"%1\".").arg(line);
            return false;
        }
        if (mcplog::isSecretHeader(key.toLatin1())) {
            *error = tr("Credentials never go into the extra headers: choose a token command, "
                        "the environment variable or a pasted token under Authentication.");
            return false;
        }
        settings->extraHeaders.append(
            McpHeader(key.toLatin1(), line.mid(colon + 1).trimmed().toUtf8()));
    }
    return true;
}

bool QueryPanelConnection::configureTokens(TokenSource *tokens, SecretStore *store, QString *error)
{
    const QString choice = authId(auth()) + u'\n'
        + (auth() == Auth::Command ? m_command->text().trimmed() : QString());
    if (choice == m_configured && tokens->mode() != TokenSource::Mode::None)
        return true;
    switch (auth()) {
    case Auth::Command:
        if (!tokens->setCommand(m_command->text().trimmed())) {
            //: query panel: the token command field is empty or has an unclosed quote
            *error = tr("The token command names no program, or a quote is not closed.");
            return false;
        }
        break;
    case Auth::Environment:
        tokens->setEnvironment();
        break;
    case Auth::Stored:
        tokens->setStored(store, secretKey());
        break;
    case Auth::None:
        tokens->setNone();
        break;
    }
    m_configured = choice;
    return true;
}

void QueryPanelConnection::setAuthOnly()
{
    m_form->setRowVisible(m_endpoint, false);
    m_form->setRowVisible(m_project, false);
    m_advanced->hide();
}

void QueryPanelConnection::updateAuthRows()
{
    const Auth a = auth();
    m_form->setRowVisible(m_command, a == Auth::Command);
    m_form->setRowVisible(m_pasteRow, a == Auth::Stored);
    m_form->setRowVisible(m_storedState, a == Auth::Stored && !m_storedState->text().isEmpty());
}

void QueryPanelConnection::loadSettings()
{
    const QSettings s;
    const QString g = m_group + u'/';
    setEndpoint(s.value(g + u"endpoint"_s, m_defaultEndpoint).toString());
    m_project->setText(s.value(g + u"project"_s).toString());
    m_command->setText(s.value(g + u"tokenCommand"_s, TokenCommandSetting::saved()).toString());
    m_headers->setPlainText(s.value(g + u"headers"_s).toString());
    setEra(mcpEraFromId(s.value(g + u"era"_s).toString()).value_or(McpEra::Auto));
    m_timeout->setValue(s.value(g + u"timeoutSeconds"_s, 60).toInt());
    Auth a = qEnvironmentVariableIsEmpty("CONVERSATION_INSPECTOR_TOKEN") ? m_defaultAuth
                                                                         : Auth::Environment;
    const QString saved = s.value(g + u"auth"_s).toString();
    for (const Auth candidate : {Auth::Command, Auth::Environment, Auth::Stored, Auth::None})
        if (authId(candidate) == saved)
            a = candidate;
    setAuth(a);
    updateAuthRows();
}

void QueryPanelConnection::saveSettings() const
{
    QSettings s;
    const QString g = m_group + u'/';
    s.setValue(g + u"endpoint"_s, endpoint());
    s.setValue(g + u"project"_s, m_project->text().trimmed());
    // The page's own command only: one equal to Preferences' default follows it when it changes.
    const QString command = m_command->text().trimmed();
    if (command == TokenCommandSetting::saved())
        s.remove(g + u"tokenCommand"_s);
    else
        s.setValue(g + u"tokenCommand"_s, command);
    s.setValue(g + u"headers"_s, headersWithoutCredentials(m_headers->toPlainText()).trimmed());
    s.setValue(g + u"era"_s, m_era->currentData().toString());
    s.setValue(g + u"timeoutSeconds"_s, m_timeout->value());
    s.setValue(g + u"auth"_s, authId(auth()));
}

void QueryPanelConnection::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QueryPanelConnection::retranslate()
{
    //: query panel: the MCP server URL
    m_endpointLabel->setText(tr("Endpoint:"));
    m_endpoint->setToolTip(tr("The address of the server this page sends its requests to"));
    //: query panel: the Google Cloud project billed for the calls (x-goog-user-project)
    m_projectLabel->setText(tr("Project:"));
    m_project->setPlaceholderText(tr("Quota project (x-goog-user-project)"));
    //: query panel: how the app gets an access token
    m_authLabel->setText(tr("Authentication:"));
    //: query panel auth choice: run a command that prints an access token
    m_auth->setItemText(int(Auth::Command), tr("Token command"));
    //: query panel auth choice; %1 the variable name
    m_auth->setItemText(int(Auth::Environment),
        tr("Environment variable %1").arg(TokenSource::environmentVariable()));
    //: query panel auth choice: a token the user pasted, kept in the system keychain
    m_auth->setItemText(int(Auth::Stored), tr("Pasted token (system keychain)"));
    //: query panel auth choice: send no Authorization header
    m_auth->setItemText(int(Auth::None), tr("None"));
    m_auth->setToolTip(tr("How the app gets the access token it sends with each request"));
    //: query panel: the command line that prints a token
    m_commandLabel->setText(tr("Command:"));
    m_command->setToolTip(tr("Run without a shell; its output is the Bearer token."));
    //: query panel: field to paste an access token into
    m_pasteLabel->setText(tr("Token:"));
    m_paste->setAccessibleName(AccessibleNames::fromLabel(m_pasteLabel->text()));
    //: placeholder of the token field
    m_paste->setPlaceholderText(tr("Paste a token"));
    //: query panel button: keep the pasted token in the system keychain
    m_keep->setText(tr("Keep"));
    m_keep->setToolTip(tr("Keep the pasted token in the system keychain"));
    //: query panel button: delete the pasted token from the keychain
    m_forget->setText(tr("Forget"));
    m_forget->setToolTip(tr("Delete the kept token from the system keychain"));
    //: query panel: collapsible group with the protocol era, timeout and extra headers
    m_advanced->setTitle(tr("Advanced"));
    //: query panel: which MCP protocol revision to speak
    m_eraLabel->setText(tr("Protocol:"));
    //: protocol era choice: probe 2026-07-28 first, fall back to 2025
    m_era->setItemText(0, tr("Automatic"));
    m_era->setItemText(1, u"2026-07-28"_s);
    //: protocol era choice: the 2025 revisions with initialize and sessions
    m_era->setItemText(2, tr("2025 (initialize, sessions)"));
    m_era->setToolTip(tr("The MCP protocol revision to speak; Automatic tries the newest first"));
    //: query panel: seconds to wait for an answer or a progress report
    m_timeoutLabel->setText(tr("Timeout:"));
    //: suffix of the timeout spin box (seconds)
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setToolTip(tr("Seconds to wait for an answer or a progress report"));
    //: query panel: additional HTTP headers, one "Name: value" per line
    m_headersLabel->setText(tr("Extra headers:"));
    m_headers->setPlaceholderText(tr("Name: value (one per line)"));
    m_headers->setToolTip(tr("Additional HTTP headers sent with each request, one per line"));
}
