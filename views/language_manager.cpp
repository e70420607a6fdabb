// SPDX-License-Identifier: GPL-2.0-or-later
#include "language_manager.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

using namespace Qt::StringLiterals;

namespace {

const QString kSettingsKey = u"ui/language"_s;

QString normalizedCode(const QString &code)
{
    const QString c = code.trimmed().toLower();
    if (c == u"en"_s || c == u"ja"_s || c == u"es"_s)
        return c;
    return QString();
}

} // namespace

LanguageManager::LanguageManager(QObject *parent)
    : QObject(parent)
    , m_locale(QLocale::system())
{ }

LanguageManager *LanguageManager::instance()
{
    static QPointer<LanguageManager> s_instance;
    if (!s_instance)
        s_instance = new LanguageManager(QCoreApplication::instance());
    return s_instance;
}

void LanguageManager::setLanguage(const QString &code)
{
    applyLanguage(code);
    QSettings settings;
    settings.setValue(kSettingsKey, m_code);
}

void LanguageManager::applyLanguage(const QString &code)
{
    m_code = normalizedCode(code);
    const QString effective = m_code.isEmpty() ? languageForLocale(QLocale::system()) : m_code;
    install(effective);
    Q_EMIT languageChanged();
}

void LanguageManager::restoreSavedLanguage()
{
    QSettings settings;
    applyLanguage(settings.value(kSettingsKey).toString());
}

QString LanguageManager::language() const
{
    return m_code;
}

QString LanguageManager::effectiveLanguage() const
{
    return m_effective;
}

QLocale LanguageManager::locale() const
{
    return m_locale;
}

QStringList LanguageManager::availableLanguages()
{
    return {QString(), u"en"_s, u"ja"_s, u"es"_s};
}

QString LanguageManager::nativeName(const QString &code)
{
    if (code == u"en"_s)
        return u"English"_s;
    if (code == u"ja"_s)
        return u"日本語"_s;
    if (code == u"es"_s)
        return u"Español"_s;
    //: Language menu entry: follow the operating system's language
    return tr("System language");
}

QString LanguageManager::languageForLocale(const QLocale &locale)
{
    switch (locale.language()) {
    case QLocale::Japanese:
        return u"ja"_s;
    case QLocale::Spanish:
        return u"es"_s;
    default:
        return u"en"_s;
    }
}

void LanguageManager::install(const QString &code)
{
    removeTranslators();
    m_effective = code;
    if (code == u"ja"_s)
        m_locale = QLocale(QLocale::Japanese, QLocale::Japan);
    else if (code == u"es"_s)
        m_locale = QLocale(QLocale::Spanish, QLocale::Spain);
    else
        m_locale = QLocale(QLocale::English, QLocale::UnitedStates);
    QLocale::setDefault(m_locale);

    auto *app = QCoreApplication::instance();
    auto tryInstall = [this, app](const QString &file, const QString &dir) {
        auto *translator = new QTranslator(this);
        if (translator->load(file, dir) && app->installTranslator(translator)) {
            m_translators.append(translator);
        } else {
            delete translator;
        }
    };

    // Qt's own strings (standard buttons, file dialogs); English needs none.
    if (code != u"en"_s)
        tryInstall(u"qtbase_"_s + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath));
    // English only carries the plural forms of %n messages.
    tryInstall(u"inspector_"_s + code, u":/i18n"_s);
}

void LanguageManager::removeTranslators()
{
    auto *app = QCoreApplication::instance();
    for (QTranslator *translator : std::as_const(m_translators)) {
        if (app)
            app->removeTranslator(translator);
        delete translator;
    }
    m_translators.clear();
}
