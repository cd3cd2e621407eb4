/** vnu-jar exports the path of the Nu HTML Checker's vnu.jar. */
declare module "vnu-jar" {
  const vnuJarPath: string
  export default vnuJarPath
}
