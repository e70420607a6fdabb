// SPDX-License-Identifier: GPL-2.0-or-later
// Edit ▸ Preferences…: the language, the theme (desktop, light, dark), the message font, times in
// local time or UTC, the weak-support threshold, the proxy and the default token command are shown
// as they are, applied on OK and kept; Cancel changes nothing.
#include "app_theme.h"
#include "items/grounding_evidence.h"
#include "language_manager.h"
#include "main_window.h"
#include "message_list_view.h"
#include "message_view.h"
#include "message_zoom.h"
#include "network_proxy_setting.h"
#include "painted_probe.h"
#include "preferences_dialog.h"
#include "query_panel_connection.h"
#include "theme.h"
#include "time_zone_setting.h"
#include "token_command_setting.h"

#include "items/conversation_list_model.h"
#include "live/token_source.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QFontComboBox>
#include <QLineEdit>
#include <QNetworkProxyFactory>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTableView>
#include <QTest>

#include <ctime>

using namespace Qt::StringLiterals;

class TstPreferences : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        // Times in a zone that is not UTC, whatever the machine's: 10:15Z is 19:15 in Tokyo.
        qputenv("TZ", "Asia/Tokyo");
        tzset();
        QStandardPaths::setTestModeEnabled(true);
        QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
        QCoreApplication::setApplicationName(u"tst_preferences"_s);
        QSettings().clear();
        LanguageManager::instance()->setLanguage(u"en"_s);
    }

    void showsWhatIsInEffect()
    {
        QSettings().setValue(weakSupportThresholdKey(), 0.25);
        PreferencesDialog dialog;
        QCOMPARE(dialog.languageBox()->currentData().toString(), u"en"_s);
        QCOMPARE(dialog.themeBox()->currentData().toInt(), int(ThemeMode::System));
        QVERIFY(!dialog.customFontBox()->isChecked());
        QVERIFY(!dialog.fontBox()->isEnabled());
        QCOMPARE(dialog.weakThresholdBox()->value(), 25);
        dialog.customFontBox()->setChecked(true);
        QVERIFY(dialog.fontBox()->isEnabled() && dialog.fontSizeBox()->isEnabled());
    }

    void okAppliesAndKeepsEachSetting()
    {
        MainWindow w;
        w.resize(1000, 700);
        w.show();
        QAction *open = w.findChild<QAction *>(u"preferencesAction"_s);
        QVERIFY(open);
        QCOMPARE(open->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
        open->trigger();
        auto *dialog = w.findChild<PreferencesDialog *>();
        QVERIFY(dialog);
        QVERIFY(dialog->isVisible());

        dialog->themeBox()->setCurrentIndex(dialog->themeBox()->findData(int(ThemeMode::Dark)));
        dialog->customFontBox()->setChecked(true);
        dialog->fontSizeBox()->setValue(15);
        dialog->weakThresholdBox()->setValue(45);
        dialog->languageBox()->setCurrentIndex(dialog->languageBox()->findData(u"ja"_s));
        QSignalSpy applied(dialog, &PreferencesDialog::applied);
        dialog->accept();
        QCOMPARE(applied.size(), 1);

        QVERIFY(Theme::app().dark);
        QCOMPARE(AppTheme::saved(), ThemeMode::Dark);
        QCOMPARE(QApplication::palette().color(QPalette::Base),
            AppTheme::palette(ThemeMode::Dark).color(QPalette::Base));
        QCOMPARE(QSettings().value(u"ui/theme"_s).toString(), u"dark"_s);
        QVERIFY(MessageZoom::messageFont().has_value());
        QCOMPARE(MessageZoom::messageFont()->pointSize(), 15);
        QCOMPARE(w.messageView()->listView()->font().pointSizeF(), 15.0); // at 100 %
        QCOMPARE(weakSupportThreshold(), 0.45);
        QCOMPARE(LanguageManager::instance()->effectiveLanguage(), u"ja"_s);
        QCOMPARE(QSettings().value(u"ui/language"_s).toString(), u"ja"_s);

        // Back to the desktop's: its palette again, and the view's own font.
        PreferencesDialog back(&w);
        QCOMPARE(back.themeBox()->currentData().toInt(), int(ThemeMode::Dark));
        QVERIFY(back.customFontBox()->isChecked());
        QCOMPARE(back.fontSizeBox()->value(), 15);
        back.themeBox()->setCurrentIndex(back.themeBox()->findData(int(ThemeMode::System)));
        back.customFontBox()->setChecked(false);
        back.languageBox()->setCurrentIndex(back.languageBox()->findData(u"en"_s));
        connect(&back, &PreferencesDialog::applied, w.findChild<MessageZoom *>(),
            &MessageZoom::refresh);
        back.accept();
        QVERIFY(!Theme::app().dark);
        QVERIFY(!MessageZoom::messageFont());
        QCOMPARE(
            w.messageView()->listView()->font().pointSizeF(), w.messageView()->font().pointSizeF());
        QCOMPARE(LanguageManager::instance()->effectiveLanguage(), u"en"_s);
    }

    void proxyIsAppliedAndKeptWithoutPassword()
    {
        using Mode = NetworkProxySetting::Mode;
        PreferencesDialog dialog;
        QCOMPARE(dialog.proxyBox()->currentData().toInt(), int(Mode::System));
        QVERIFY(!dialog.proxyAddressField()->isEnabled());
        dialog.proxyBox()->setCurrentIndex(dialog.proxyBox()->findData(int(Mode::Manual)));
        QVERIFY(dialog.proxyAddressField()->isEnabled());
        dialog.show();
        dialog.proxyAddressField()->setText(u"ftp://nowhere"_s);
        dialog.accept(); // not an address: the dialog stays and says why
        QVERIFY(dialog.isVisible());
        QVERIFY(!dialog.problem().isEmpty());
        QCOMPARE(NetworkProxySetting::savedMode(), Mode::System);
        dialog.proxyAddressField()->setText(u"http://user:secret@proxy.example:3128"_s);
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        const QNetworkProxy proxy = QNetworkProxy::applicationProxy();
        QCOMPARE(proxy.type(), QNetworkProxy::HttpProxy);
        QCOMPARE(proxy.hostName(), u"proxy.example"_s);
        QCOMPARE(proxy.port(), quint16(3128));
        QCOMPARE(NetworkProxySetting::savedMode(), Mode::Manual);
        QCOMPARE(NetworkProxySetting::savedAddress(), u"http://user@proxy.example:3128"_s);
        QVERIFY(!QSettings().value(u"network/proxy"_s).toString().contains(u"secret"_s));
        QCOMPARE(NetworkProxySetting::parse(u"socks5://127.0.0.1:1080"_s)->type(),
            QNetworkProxy::Socks5Proxy);
        QVERIFY(!NetworkProxySetting::parse(u"http://no-port.example"_s));

        // No proxy, then the desktop's again.
        QVERIFY(NetworkProxySetting::set(Mode::None, QString()));
        QCOMPARE(QNetworkProxy::applicationProxy().type(), QNetworkProxy::NoProxy);
        QVERIFY(!QNetworkProxyFactory::usesSystemConfiguration());
        QVERIFY(NetworkProxySetting::set(Mode::System, QString()));
        QVERIFY(QNetworkProxyFactory::usesSystemConfiguration());
        QVERIFY(QSettings().value(u"network/proxy"_s).toString().isEmpty());
    }

    void timesInLocalTimeOrUtc()
    {
        QCOMPARE(TimeZoneSetting::saved(), DisplayTime::Zone::Local);
        MainWindow w;
        w.resize(1200, 800);
        w.show();
        w.openFiles({QStringLiteral(INSPECTOR_TEST_DATA "/ces_conversation.json")});
        QVERIFY(w.waitForLoaded(30000));
        QTRY_VERIFY(w.openConversation() != nullptr);
        auto *list = w.findChild<QTableView *>(u"conversationList"_s);
        QVERIFY(list);
        const auto start = [list] {
            return list->model()
                ->index(0, ConversationListModel::StartColumn)
                .data(Qt::DisplayRole)
                .toString();
        };
        const auto header = [&w] { return painted_probe::textOf(w.messageView(), 0, -1); };
        // The first message was written at 2026-03-02T10:15:00Z.
        const QString tokyo = QLocale().toString(QTime(19, 15), QLocale::ShortFormat);
        const QString utc = QLocale().toString(QTime(10, 15), QLocale::ShortFormat);
        QVERIFY2(start().contains(tokyo), qPrintable(start()));
        QTRY_VERIFY2(header().contains(tokyo), qPrintable(header()));

        PreferencesDialog dialog(&w);
        QCOMPARE(dialog.timeZoneBox()->currentData().toInt(), int(DisplayTime::Zone::Local));
        QVERIFY2(dialog.timeZoneBox()->itemText(0).contains(u"UTC+09:00"_s),
            qPrintable(dialog.timeZoneBox()->itemText(0)));
        dialog.timeZoneBox()->setCurrentIndex(
            dialog.timeZoneBox()->findData(int(DisplayTime::Zone::Utc)));
        dialog.accept();
        QCOMPARE(DisplayTime::zone(), DisplayTime::Zone::Utc);
        QCOMPARE(QSettings().value(u"view/timeZone"_s).toString(), u"utc"_s);
        QVERIFY2(start().contains(utc), qPrintable(start()));
        // The painted header is laid out again with the time in UTC.
        QTRY_VERIFY2(header().contains(utc), qPrintable(header()));
        QCOMPARE(DisplayTime::at(QDate(2026, 3, 2), QTime(0, 0)).offsetFromUtc(), 0);

        TimeZoneSetting::set(DisplayTime::Zone::Local);
        QVERIFY2(start().contains(tokyo), qPrintable(start()));
        QTRY_VERIFY2(header().contains(tokyo), qPrintable(header()));
        QCOMPARE(QSettings().value(u"view/timeZone"_s).toString(), u"local"_s);
    }

    void defaultTokenCommand()
    {
        QSettings().remove(u"query"_s);
        QSettings().remove(u"network/tokenCommand"_s);
        QCOMPARE(TokenCommandSetting::saved(), TokenSource::defaultCommand());
        QueryPanelConnection following(
            u"query/a"_s, u"https://a.example"_s, QueryPanelConnection::Auth::Command);
        following.loadSettings();
        QueryPanelConnection own(
            u"query/b"_s, u"https://b.example"_s, QueryPanelConnection::Auth::Command);
        own.loadSettings();
        own.setTokenCommand(u"my-token --fresh"_s);
        own.saveSettings();
        following.saveSettings(); // the default is not copied into the page's settings
        QVERIFY(!QSettings().contains(u"query/a/tokenCommand"_s));
        const auto commandOf = [](QueryPanelConnection &page) {
            return page.findChild<QLineEdit *>(u"tokenCommand"_s)->text();
        };
        QCOMPARE(commandOf(following), TokenSource::defaultCommand());

        PreferencesDialog dialog;
        QCOMPARE(dialog.tokenCommandField()->text(), TokenSource::defaultCommand());
        dialog.show();
        dialog.tokenCommandField()->setText(u"get-token 'unclosed"_s);
        dialog.accept(); // cannot be split: the dialog stays and says why
        QVERIFY(dialog.isVisible());
        QVERIFY(!dialog.problem().isEmpty());
        QCOMPARE(TokenCommandSetting::saved(), TokenSource::defaultCommand());
        dialog.tokenCommandField()->setText(u"vault read -field=token 'secret/gcp token'"_s);
        dialog.accept();
        QVERIFY(!dialog.isVisible());
        QCOMPARE(TokenCommandSetting::saved(), u"vault read -field=token 'secret/gcp token'"_s);
        // The page that followed the default follows the new one; the page with its own keeps it.
        QCOMPARE(commandOf(following), TokenCommandSetting::saved());
        QCOMPARE(commandOf(own), u"my-token --fresh"_s);
        QueryPanelConnection fresh(
            u"query/c"_s, u"https://c.example"_s, QueryPanelConnection::Auth::Command);
        fresh.loadSettings();
        QCOMPARE(commandOf(fresh), TokenCommandSetting::saved());
        // Empty: back to gcloud's.
        QVERIFY(TokenCommandSetting::instance()->set(QString()));
        QCOMPARE(TokenCommandSetting::saved(), TokenSource::defaultCommand());
        QVERIFY(!QSettings().contains(u"network/tokenCommand"_s));
        QCOMPARE(commandOf(following), TokenSource::defaultCommand());
    }

    void cancelChangesNothing()
    {
        QSettings().setValue(weakSupportThresholdKey(), 0.3);
        PreferencesDialog dialog;
        dialog.themeBox()->setCurrentIndex(dialog.themeBox()->findData(int(ThemeMode::Dark)));
        dialog.weakThresholdBox()->setValue(90);
        dialog.timeZoneBox()->setCurrentIndex(1);
        dialog.tokenCommandField()->setText(u"other-command"_s);
        dialog.reject();
        QCOMPARE(TimeZoneSetting::saved(), DisplayTime::Zone::Local);
        QCOMPARE(TokenCommandSetting::saved(), TokenSource::defaultCommand());
        QCOMPARE(AppTheme::saved(), ThemeMode::System);
        QVERIFY(!Theme::app().dark);
        QCOMPARE(weakSupportThreshold(), 0.3);
    }
};

QTEST_MAIN(TstPreferences)
#include "tst_preferences.moc"
