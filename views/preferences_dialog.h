// SPDX-License-Identifier: GPL-2.0-or-later
#pragma once

#include <QDialog>

class QCheckBox;
class QComboBox;
class QFontComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

/// Edit ▸ Preferences…: the UI language, the theme (the desktop's, light or dark), the message
/// text's font and size, times in local time or UTC, the support below which a citation is
/// flagged weak, and the proxy and default token command of live queries. OK applies and saves
/// each through its owner (LanguageManager, AppTheme, MessageZoom, TimeZoneSetting, the
/// weak-support setting, NetworkProxySetting, TokenCommandSetting) and emits applied(); a proxy
/// address or a token command that is not one keeps the dialog open and says why; Cancel
/// changes nothing. Owned by the window that opens it.
class PreferencesDialog : public QDialog
{
    Q_OBJECT
public:
    explicit PreferencesDialog(QWidget *parent = nullptr);

    QComboBox *languageBox() const { return m_language; }
    QComboBox *themeBox() const { return m_theme; }
    QCheckBox *customFontBox() const { return m_customFont; }
    QFontComboBox *fontBox() const { return m_font; }
    QSpinBox *fontSizeBox() const { return m_fontSize; }
    QComboBox *timeZoneBox() const { return m_timeZone; }
    QSpinBox *weakThresholdBox() const { return m_weak; }
    QComboBox *proxyBox() const { return m_proxy; }
    QLineEdit *proxyAddressField() const { return m_proxyAddress; }
    QLineEdit *tokenCommandField() const { return m_tokenCommand; }
    /// Why OK did not close the dialog (empty when nothing is wrong).
    QString problem() const;

    void accept() override;

Q_SIGNALS:
    /// The settings were saved and applied (the message font: the window's zoom reads it again).
    void applied();

private:
    QComboBox *m_language;
    QComboBox *m_theme;
    QCheckBox *m_customFont;
    QFontComboBox *m_font;
    QSpinBox *m_fontSize;
    QComboBox *m_timeZone;
    QSpinBox *m_weak;
    QComboBox *m_proxy;
    QLineEdit *m_proxyAddress;
    QLineEdit *m_tokenCommand;
    QLabel *m_problem;
};
