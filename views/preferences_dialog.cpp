// SPDX-License-Identifier: GPL-2.0-or-later
#include "preferences_dialog.h"

#include "app_theme.h"
#include "items/grounding_evidence.h"
#include "language_manager.h"
#include "message_zoom.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
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
    , m_weak(new QSpinBox(this))
{
    setObjectName(u"preferencesDialog"_s);
    //: dialog title (Edit > Preferences…)
    setWindowTitle(tr("Preferences"));

    const QString language = LanguageManager::instance()->language();
    for (const QString &code : LanguageManager::availableLanguages())
        m_language->addItem(LanguageManager::nativeName(code), code);
    m_language->setCurrentIndex(qMax(0, m_language->findData(language)));

    //: Preferences: theme that follows the desktop's light or dark setting
    m_theme->addItem(tr("As the desktop"), int(ThemeMode::System));
    //: Preferences: theme
    m_theme->addItem(tr("Light"), int(ThemeMode::Light));
    //: Preferences: theme
    m_theme->addItem(tr("Dark"), int(ThemeMode::Dark));
    m_theme->setCurrentIndex(qMax(0, m_theme->findData(int(AppTheme::saved()))));

    const std::optional<QFont> font = MessageZoom::messageFont();
    //: Preferences: use another font than the desktop's for message text
    m_customFont->setText(tr("Use this font:"));
    m_customFont->setChecked(font.has_value());
    const QFont shown = font.value_or(QApplication::font());
    m_font->setCurrentFont(shown);
    m_font->setAccessibleName(tr("Message font"));
    m_fontSize->setRange(6, 48);
    m_fontSize->setValue(qMax(6, qRound(shown.pointSizeF())));
    //: unit after the font size
    m_fontSize->setSuffix(tr(" pt"));
    m_fontSize->setAccessibleName(tr("Message font size"));
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

    m_weak->setRange(0, 100);
    m_weak->setSuffix(u" %"_s);
    m_weak->setValue(qRound(weakSupportThreshold() * 100));
    m_weak->setAccessibleName(tr("Weak support threshold"));
    m_weak->setToolTip(
        //: tooltip of the weak-support threshold in Preferences
        tr("A citation whose best source supports it less than this is flagged weakly supported"));

    auto *form = new QFormLayout;
    //: Preferences label
    form->addRow(tr("&Language:"), m_language);
    //: Preferences label: light or dark colours
    form->addRow(tr("&Theme:"), m_theme);
    //: Preferences label: the font of the messages' text
    auto *fontLabel = new QLabel(tr("Message &font:"), this);
    fontLabel->setBuddy(m_customFont); // a row of a layout gets no buddy by itself
    form->addRow(fontLabel, fontRow);
    //: Preferences label: the support score below which a citation is flagged weak
    form->addRow(tr("&Weak support below:"), m_weak);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &PreferencesDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &PreferencesDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept()
{
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
    QSettings().setValue(weakSupportThresholdKey(), m_weak->value() / 100.0);
    Q_EMIT applied();
    QDialog::accept();
}
