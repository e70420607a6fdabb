// SPDX-License-Identifier: GPL-2.0-or-later
#include "language_manager.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QLibraryInfo>
#include <QPushButton>
#include <QRegularExpression>
#include <QSet>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTest>
#include <QXmlStreamReader>

using namespace Qt::StringLiterals;

class TestTranslations : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void qmFilesAreEmbedded();
    void switchesLanguageAtOnce();
    void englishPlurals();
    void followsSystemLocale();
    void persistsChoice();
    void qtDialogsAreTranslated();
    void tsFilesAreComplete_data();
    void tsFilesAreComplete();
    void markedStringsAreInTheCatalogs();
    void cleanupTestCase();
};

void TestTranslations::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(u"ConversationInspectorTests"_s);
    QCoreApplication::setApplicationName(u"tst_translations"_s);
}

void TestTranslations::qmFilesAreEmbedded()
{
    for (const char *lang : {"ja", "es", "en"}) {
        QFile qm(u":/i18n/inspector_"_s + QLatin1String(lang) + u".qm"_s);
        QVERIFY2(qm.exists(), qPrintable(qm.fileName()));
        QVERIFY(qm.size() > 0);
    }
}

void TestTranslations::switchesLanguageAtOnce()
{
    LanguageManager *manager = LanguageManager::instance();
    QSignalSpy changed(manager, &LanguageManager::languageChanged);

    manager->applyLanguage(u"ja"_s);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(manager->effectiveLanguage(), u"ja"_s);
    QCOMPARE(manager->locale().language(), QLocale::Japanese);
    QCOMPARE(QLocale().language(), QLocale::Japanese);
    QCOMPARE(LanguageManager::nativeName(QString()), u"システムの言語"_s);
    QCOMPARE(QCoreApplication::translate("CheckCommand", "%n message(s)", nullptr, 3),
        u"3 件のメッセージ"_s);

    manager->applyLanguage(u"es"_s);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(manager->locale().language(), QLocale::Spanish);
    QCOMPARE(LanguageManager::nativeName(QString()), u"Idioma del sistema"_s);
    QCOMPARE(
        QCoreApplication::translate("CheckCommand", "%n message(s)", nullptr, 1), u"1 mensaje"_s);
    QCOMPARE(
        QCoreApplication::translate("CheckCommand", "%n message(s)", nullptr, 4), u"4 mensajes"_s);

    manager->applyLanguage(u"en"_s);
    QCOMPARE(LanguageManager::nativeName(QString()), u"System language"_s);
    // Language names are always written in their own language.
    QCOMPARE(LanguageManager::nativeName(u"ja"_s), u"日本語"_s);
}

void TestTranslations::englishPlurals()
{
    LanguageManager::instance()->applyLanguage(u"en"_s);
    QCOMPARE(
        QCoreApplication::translate("CheckCommand", "%n message(s)", nullptr, 1), u"1 message"_s);
    QCOMPARE(
        QCoreApplication::translate("CheckCommand", "%n message(s)", nullptr, 2), u"2 messages"_s);
    QCOMPARE(QCoreApplication::translate("CheckCommand", "%n conversation(s)", nullptr, 1),
        u"1 conversation"_s);
}

void TestTranslations::followsSystemLocale()
{
    // The test runs with LANG=C.UTF-8: the system language falls back to English.
    LanguageManager::instance()->applyLanguage(QString());
    QCOMPARE(LanguageManager::instance()->language(), QString());
    QCOMPARE(LanguageManager::instance()->effectiveLanguage(),
        LanguageManager::languageForLocale(QLocale::system()));
    QCOMPARE(LanguageManager::languageForLocale(QLocale(u"ja_JP"_s)), u"ja"_s);
    QCOMPARE(LanguageManager::languageForLocale(QLocale(u"es_MX"_s)), u"es"_s);
    QCOMPARE(LanguageManager::languageForLocale(QLocale(u"fr_FR"_s)), u"en"_s);
    // Unknown codes follow the system locale rather than failing.
    LanguageManager::instance()->applyLanguage(u"xx"_s);
    QCOMPARE(LanguageManager::instance()->language(), QString());
}

void TestTranslations::persistsChoice()
{
    LanguageManager::instance()->setLanguage(u"es"_s);
    QCOMPARE(QSettings().value(u"ui/language"_s).toString(), u"es"_s);
    LanguageManager::instance()->applyLanguage(u"en"_s);
    LanguageManager::instance()->restoreSavedLanguage();
    QCOMPARE(LanguageManager::instance()->effectiveLanguage(), u"es"_s);
    LanguageManager::instance()->setLanguage(QString());
    QCOMPARE(QSettings().value(u"ui/language"_s).toString(), QString());
}

void TestTranslations::qtDialogsAreTranslated()
{
    // Qt's own strings (file dialog, standard buttons) come from the system's qtbase catalogs.
    const QDir qtTranslations(QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    for (const char *code : {"ja", "es"}) {
        const QString catalog = u"qtbase_"_s + QLatin1String(code) + u".qm"_s;
        if (!qtTranslations.exists(catalog)) {
            QSKIP(qPrintable(u"%1 is not installed in %2 (Debian: qt6-translations-l10n); Qt's "
                             u"own dialogs stay in English"_s.arg(catalog, qtTranslations.path())));
        }
    }
    struct Expected {
        QString code;
        QString open;
        QString cancel;
        QString ok;
    };
    const QVector<Expected> expected = {{u"ja"_s, u"開く"_s, u"キャンセル"_s, u"OK"_s},
        {u"es"_s, u"Abrir"_s, u"Cancelar"_s, u"Aceptar"_s}};
    for (const Expected &language : expected) {
        LanguageManager::instance()->setLanguage(language.code);
        QCOMPARE(QCoreApplication::translate("QFileDialog", "Open"), language.open);
        QDialogButtonBox box(QDialogButtonBox::Ok | QDialogButtonBox::Cancel);
        QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove(u'&'), language.cancel);
        QCOMPARE(box.button(QDialogButtonBox::Ok)->text().remove(u'&'), language.ok);
    }
    // Back in English, Qt's strings are English again.
    LanguageManager::instance()->setLanguage(u"en"_s);
    QCOMPARE(QCoreApplication::translate("QFileDialog", "Open"), u"Open"_s);
    QDialogButtonBox box(QDialogButtonBox::Cancel);
    QCOMPARE(box.button(QDialogButtonBox::Cancel)->text().remove(u'&'), u"Cancel"_s);
    LanguageManager::instance()->setLanguage(QString());
}

void TestTranslations::tsFilesAreComplete_data()
{
    QTest::addColumn<QString>("file");
    QTest::newRow("ja") << u"inspector_ja.ts"_s;
    QTest::newRow("es") << u"inspector_es.ts"_s;
    QTest::newRow("en") << u"inspector_en.ts"_s;
}

void TestTranslations::tsFilesAreComplete()
{
    QFETCH(QString, file);
    QFile ts(QStringLiteral(INSPECTOR_SOURCE_DIR "/i18n/") + file);
    QVERIFY2(ts.open(QIODevice::ReadOnly), qPrintable(ts.fileName()));
    const QString text = QString::fromUtf8(ts.readAll());
    QVERIFY(text.contains(u"<message"_s));
    // Report the first few untranslated sources so the failure says what to translate.
    static const QRegularExpression unfinished(
        u"<source>([^<]*)</source>(?:(?!</message>).)*type=\"unfinished\""_s,
        QRegularExpression::DotMatchesEverythingOption);
    QStringList missing;
    for (auto it = unfinished.globalMatch(text); it.hasNext() && missing.size() < 10;)
        missing << it.next().captured(1);
    QVERIFY2(missing.isEmpty(),
        qPrintable(u"untranslated in "_s + file + u": "_s + missing.join(u" | "_s)));
    QVERIFY(!text.contains(u"type=\"unfinished\""_s));
    // No empty translation either.
    QVERIFY2(!text.contains(u"<translation></translation>"_s), qPrintable(file));
}

void TestTranslations::markedStringsAreInTheCatalogs()
{
    // lupdate misses a mark in places (inside a call of a function named tr(), for one): the
    // string then shows in English in every language, and no catalog says it is missing.
    QSet<QString> known; // context + '\x1f' + source, of the Japanese catalog
    QFile ts(QStringLiteral(INSPECTOR_SOURCE_DIR "/i18n/inspector_ja.ts"));
    QVERIFY(ts.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&ts);
    QString context;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"name"_s)
            context = xml.readElementText();
        else if (xml.name() == u"source"_s)
            known.insert(context + u'\x1f' + xml.readElementText());
    }
    QVERIFY(!xml.hasError());
    // Marks of one literal on one line: QT_TRANSLATE_NOOP("Context", "text").
    static const QRegularExpression mark(
        u"QT_TRANSLATE_NOOP\\(\\s*\"([^\"]+)\",\\s*\"((?:[^\"\\\\]|\\\\.)*)\"\\s*\\)"_s);
    const auto unescaped = [](QString text) {
        return text.replace(u"\\n"_s, u"\n"_s)
            .replace(u"\\\""_s, u"\""_s)
            .replace(u"\\\\"_s, u"\\"_s);
    };
    QStringList missing;
    int marks = 0;
    for (const char *dir : {"models", "views", "app"}) {
        QDirIterator it(QStringLiteral(INSPECTOR_SOURCE_DIR "/") + QLatin1String(dir),
            {u"*.cpp"_s, u"*.h"_s}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile source(it.next());
            QVERIFY(source.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(source.readAll());
            for (auto m = mark.globalMatch(text); m.hasNext();) {
                const QRegularExpressionMatch found = m.next();
                ++marks;
                if (!known.contains(found.captured(1) + u'\x1f' + unescaped(found.captured(2))))
                    missing << QFileInfo(source).fileName() + u": "_s + found.captured(2);
            }
        }
    }
    QVERIFY(marks > 100);
    QVERIFY2(missing.isEmpty(), qPrintable(missing.join(u" | "_s)));
}

void TestTranslations::cleanupTestCase()
{
    QSettings().clear();
}

QTEST_MAIN(TestTranslations)
#include "tst_translations.moc"
