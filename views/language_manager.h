// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QLocale>
#include <QObject>
#include <QString>

class QTranslator;

/// The application's UI language: owns the installed QTranslators (the app's catalog, English
/// plurals and Qt's own qtbase catalog), the default QLocale and the persisted choice
/// ("ui/language" in QSettings). One instance per process, parented to the QCoreApplication.
class LanguageManager : public QObject
{
    Q_OBJECT
public:
    /// The process-wide instance; created on first use (a QCoreApplication must exist).
    static LanguageManager *instance();

    /// Switches the UI language at once: "en", "ja", "es", or "" for the system locale
    /// (ja_* → ja, es_* → es, anything else → en). Unknown codes fall back to the system locale.
    /// Qt then sends QEvent::LanguageChange to every widget. The choice is saved in QSettings.
    void setLanguage(const QString &code);
    /// Applies a language for this process only, without saving it (command-line --lang).
    void applyLanguage(const QString &code);
    /// Applies the language saved in QSettings (or the system locale when none was saved).
    void restoreSavedLanguage();

    /// The code as chosen ("" when following the system locale).
    QString language() const;
    /// The language in effect: "en", "ja" or "es".
    QString effectiveLanguage() const;
    /// The locale used for numbers and dates (also set as QLocale::setDefault).
    QLocale locale() const;

    /// The codes offered in the language menu, in order.
    static QStringList availableLanguages();
    /// The language's name written in that language ("日本語", "Español", "English"); the system
    /// entry ("") is translated into the current UI language.
    static QString nativeName(const QString &code);
    /// "ja", "es" or "en" for a locale, by its language.
    static QString languageForLocale(const QLocale &locale);

Q_SIGNALS:
    void languageChanged();

private:
    explicit LanguageManager(QObject *parent);
    void install(const QString &code);
    void removeTranslators();

    QString m_code;
    QString m_effective = QStringLiteral("en");
    QLocale m_locale;
    QList<QTranslator *> m_translators;
};
