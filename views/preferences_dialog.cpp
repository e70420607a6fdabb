// SPDX-License-Identifier: GPL-2.0-or-later
#include "preferences_dialog.h"

#include "app_theme.h"
#include "items/grounding_evidence.h"
#include "language_manager.h"
#include "live/token_source.h"
#include "message_zoom.h"
#include "network_proxy_setting.h"
#include "time_zone_setting.h"
#include "token_command_setting.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

using namespace Qt::StringLiterals;

PreferencesDialog::PreferencesDialog(QWidget *parent)
    : QDialog(parent)
    , m_language(new QComboBox(this))
    , m_theme(new QComboBox(this))
    , m_customFont(new QCheckBox(this))
    , m_font(new QFontComboBox(this))
    , m_fontSize(new QSpinBox(this))
    , m_timeZone(new QComboBox(this))
    , m_weak(new QSpinBox(this))
    , m_proxy(new QComboBox(this))
    , m_proxyAddress(new QLineEdit(this))
    , m_tokenCommand(new QLineEdit(this))
    , m_problem(new QLabel(this))
{
    setObjectName(u"preferencesDialog"_s);
    //: dialog title (Edit > Preferences…)
    setWindowTitle(tr("Preferences"));

    const QString language = LanguageManager::instance()->language();
    for (const QString &code : LanguageManager::availableLanguages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(language)));
    //: tooltip of the language choice in Preferences
    m_language->setToolTip(tr("The language of the menus, panes and messages of the window"));

    //: Preferences: theme that follows the desktop's light or dark setting
    m_theme->addItem(tr("As the desktop"), int(ThemeMode::System));
    //: Preferences: theme
    m_theme->addItem(tr("Light"), int(ThemeMode::Light));
    //: Preferences: theme
    m_theme->addItem(tr("Dark"), int(ThemeMode::Dark));
    m_theme->setCurrentIndex(qMax(0, m_theme->findData(int(AppTheme::saved()))));
    //: tooltip of the theme choice in Preferences
    m_theme->setToolTip(tr("Light or dark colours, or the desktop's own choice"));

    const std::optional<QFont> font = MessageZoom::messageFont();
    //: Preferences: use another font than the desktop's for message text
    m_customFont->setText(tr("Use this font:"));
    m_customFont->setChecked(font.has_value());
    //: tooltip of the check box that enables a font of one's own for message text
    m_customFont->setToolTip(
        tr("Show the text of the messages in another font than the desktop's"));
    const QFont shown = font.value_or(QApplication::font());
    m_font->setCurrentFont(shown);
    m_font->setAccessibleName(tr("Message font"));
    //: tooltip of the message font in Preferences
    m_font->setToolTip(tr("The font of the text of the messages"));
    m_fontSize->setRange(6, 48);
    m_fontSize->setValue(qMax(6, qRound(shown.pointSizeF())));
    //: unit after the font size
    m_fontSize->setSuffix(tr(" pt"));
    m_fontSize->setAccessibleName(tr("Message font size"));
    //: tooltip of the message font size in Preferences
    m_fontSize->setToolTip(tr("The size of the text of the messages at 100 % zoom"));
    const auto enableFont = [this](bool on) {
        m_font->setEnabled(on);
        m_fontSize->setEnabled(on);
    };
    connect(m_customFont, &QCheckBox::toggled, this, enableFont);
    enableFont(m_customFont->isChecked());
    auto *fontRow = new QHBoxLayout;
    fontRow->addWidget(m_customFont);
    fontRow->addWidget(m_font, 1);
    fontRow->addWidget(m_fontSize);

    //: Preferences: times shown in the computer's time zone; %1 its offset, "UTC+09:00"
    m_timeZone->addItem(
        tr("In this computer's time zone (%1)").arg(TimeZoneSetting::localOffsetText()),
        int(DisplayTime::Zone::Local));
    //: Preferences: times shown in Coordinated Universal Time
    m_timeZone->addItem(tr("In UTC"), int(DisplayTime::Zone::Utc));
    m_timeZone->setCurrentIndex(qMax(0, m_timeZone->findData(int(TimeZoneSetting::saved()))));
    m_timeZone->setToolTip(
        //: tooltip of the time zone choice in Preferences
        tr("The time zone of the times in the message headers, the lists and the trace; files "
           "and exports keep their own times"));

    m_weak->setRange(0, 100);
    m_weak->setSuffix(u" %"_s);
    m_weak->setValue(qRound(weakSupportThreshold() * 100));
    m_weak->setAccessibleName(tr("Weak support threshold"));
    m_weak->setToolTip(
        //: tooltip of the weak-support threshold in Preferences
        tr("A citation whose best source supports it less than this is flagged weakly supported"));

    //: Preferences proxy choice: the desktop's proxy settings
    m_proxy->addItem(tr("As the desktop"), int(NetworkProxySetting::Mode::System));
    //: Preferences proxy choice: connect directly
    m_proxy->addItem(tr("No proxy"), int(NetworkProxySetting::Mode::None));
    //: Preferences proxy choice: the address typed beside it
    m_proxy->addItem(tr("This proxy:"), int(NetworkProxySetting::Mode::Manual));
    //: tooltip of the proxy choice in Preferences
    m_proxy->setToolTip(tr("How the live queries of the Query panel reach the network"));
    m_proxy->setCurrentIndex(qMax(0, m_proxy->findData(int(NetworkProxySetting::savedMode()))));
    m_proxyAddress->setText(NetworkProxySetting::savedAddress());
    m_proxyAddress->setPlaceholderText(u"http://proxy.example:3128"_s);
    //: accessible name of the proxy address field in Preferences
    m_proxyAddress->setAccessibleName(tr("Proxy address"));
    m_proxyAddress->setToolTip(
        //: tooltip of the proxy address; a password in it is not saved
        tr("http://host:port or socks5://host:port, for MCP, ADK and Agent Engine queries; a "
           "password is never saved"));
    const auto enableAddress = [this] {
        m_proxyAddress->setEnabled(
            m_proxy->currentData().toInt() == int(NetworkProxySetting::Mode::Manual));
    };
    connect(m_proxy, &QComboBox::currentIndexChanged, this, enableAddress);
    enableAddress();
    m_tokenCommand->setText(TokenCommandSetting::saved());
    m_tokenCommand->setPlaceholderText(TokenSource::defaultCommand());
    //: accessible name of the default token command field in Preferences
    m_tokenCommand->setAccessibleName(tr("Default token command"));
    m_tokenCommand->setToolTip(
        //: tooltip of the default token command in Preferences
        tr("The command whose output is the access token of live queries, on every Query page "
           "that does not have its own; the token itself is never saved"));
    auto *proxyRow = new QHBoxLayout;
    proxyRow->addWidget(m_proxy);
    proxyRow->addWidget(m_proxyAddress, 1);
    m_problem->setTextFormat(Qt::PlainText);
    m_problem->setWordWrap(true);
    m_problem->setObjectName(u"preferencesProblem"_s);
    m_problem->hide();

    auto *form = new QFormLayout;
    //: Preferences label
    form->addRow(tr("&Language:"), m_language);
    //: Preferences label: light or dark colours
    form->addRow(tr("&Theme:"), m_theme);
    //: Preferences label: the font of the messages' text
    auto *fontLabel = new QLabel(tr("Message &font:"), this);
    fontLabel->setBuddy(m_customFont); // a row of a layout gets no buddy by itself
    form->addRow(fontLabel, fontRow);
    //: Preferences label: local time or UTC
    form->addRow(tr("T&imes:"), m_timeZone);
    //: Preferences label: the support score below which a citation is flagged weak
    form->addRow(tr("&Weak support below:"), m_weak);
    //: Preferences label: how live queries reach the network
    auto *proxyLabel = new QLabel(tr("&Proxy:"), this);
    proxyLabel->setBuddy(m_proxy); // a row of a layout gets no buddy by itself
    form->addRow(proxyLabel, proxyRow);
    //: Preferences label: the command that prints an access token for live queries
    form->addRow(tr("Token &command:"), m_tokenCommand);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
}

QString PreferencesDialog::problem() const
{
    return m_problem->isVisible() ? m_problem->text() : QString();
}

void PreferencesDialog::accept()
{
    const QString command = m_tokenCommand->text().trimmed();
    if (!TokenCommandSetting::isValid(command)) {
        //: Preferences: the token command typed cannot be run (an open quote)
        m_problem->setText(tr("The token command has an unclosed quote."));
        m_problem->show();
        m_tokenCommand->setFocus();
        return;
    }
    const auto proxyMode = NetworkProxySetting::Mode(m_proxy->currentData().toInt());
    if (!NetworkProxySetting::set(proxyMode, m_proxyAddress->text())) {
        //: Preferences: the proxy address typed is not usable
        m_problem->setText(tr("The proxy address must look like http://host:port or "
                              "socks5://host:port."));
        m_problem->show();
        m_proxyAddress->setFocus();
        return;
    }
    const QString language = m_language->currentData().toString();
    if (language != LanguageManager::instance()->language())
        LanguageManager::instance()->setLanguage(language);
    const auto theme = ThemeMode(m_theme->currentData().toInt());
    if (theme != AppTheme::saved())
        AppTheme::set(theme);
    std::optional<QFont> font;
    if (m_customFont->isChecked()) {
        font = m_font->currentFont();
        font->setPointSize(m_fontSize->value());
    }
    MessageZoom::setMessageFont(font);
    TokenCommandSetting::instance()->set(command);
    TimeZoneSetting::set(DisplayTime::Zone(m_timeZone->currentData().toInt()));
    QSettings().setValue(weakSupportThresholdKey(), m_weak->value() / 100.0);
    Q_EMIT applied();
    QDialog::accept();
}
